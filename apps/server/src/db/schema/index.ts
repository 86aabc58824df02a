// The whole database schema; each domain adds its own file here.
export * from './access.ts';
export * from './account.ts';
export * from './auth.ts';
export * from './course.ts';
export * from './course-social.ts';
export * from './course-study.ts';
export * from './domain-events.ts';
export * from './exam.ts';
export * from './exam-bank.ts';
export * from './file.ts';
export * from './message.ts';
export * from './tenancy.ts';
export * from './tracking.ts';
export * from './users.ts';
