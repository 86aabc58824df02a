// The exam domain of @elearning/shared: request schemas, reply shapes, enums, constants, messages, errors
// and API paths, re-exported whole by the package index.
export * from './constants.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './replies.ts';
export * from './replies-lecturer.ts';
export * from './schemas.ts';
