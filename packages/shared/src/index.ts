// Entry of @elearning/shared: everything the server and the web app share (DESIGN §1), one folder per domain
// (schemas, replies, enums, messages, errors, paths, constants) plus the common pieces and the catalogues.
export * from './account/index.ts';
export * from './achievement/index.ts';
export * from './auth/index.ts';
export * from './common/index.ts';
export * from './course/index.ts';
export * from './errors.ts';
export * from './exam/index.ts';
export * from './file/index.ts';
export * from './health/index.ts';
export * from './homework/index.ts';
export * from './live/index.ts';
export * from './message/index.ts';
export * from './messages.ts';
export * from './my-task/index.ts';
export * from './org/index.ts';
export * from './questionnaire/index.ts';
export * from './realtime/index.ts';
export * from './report/index.ts';
export * from './role/index.ts';
export * from './spreadsheet/index.ts';
export * from './study-map/index.ts';
export * from './system/index.ts';
export * from './tracking/index.ts';
export * from './training/index.ts';
