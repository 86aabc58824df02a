// Entry of @elearning/shared: everything the server and the web app share (DESIGN §1).
export * from './constants.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './schemas/auth.ts';
export * from './validation.ts';
