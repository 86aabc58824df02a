// The message domain's share of @elearning/shared: notification schemas, replies, kinds, limits, paths.
export * from './constants.ts';
export * from './enums.ts';
export * from './paths.ts';
export * from './replies.ts';
export * from './schemas.ts';
