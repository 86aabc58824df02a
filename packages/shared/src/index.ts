// Entry of @elearning/shared: everything the server and the web app share (DESIGN §1).
export * from './constants.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './schemas/auth.ts';
export * from './schemas/course.ts';
export * from './schemas/course-replies.ts';
export * from './schemas/exam.ts';
export * from './schemas/exam-replies.ts';
export * from './schemas/exam-teacher-replies.ts';
export * from './schemas/file.ts';
export * from './schemas/message.ts';
export * from './schemas/study.ts';
export * from './validation.ts';
