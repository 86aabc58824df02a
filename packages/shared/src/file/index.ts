// The file domain's share of @elearning/shared: upload rules, limits, request schemas, replies, paths.
export * from './constants.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './replies.ts';
export * from './schemas.ts';
export * from './upload-rules.ts';
