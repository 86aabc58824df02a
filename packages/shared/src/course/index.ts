// The course domain's shared pieces, re-exported whole by the package index.
export * from './constants.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './replies.ts';
export * from './schemas.ts';
export * from './schemas-social.ts';
