// The site domain's shared pieces.
export * from './constants.ts';
export * from './constants-lecturer.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './paths-lecturer.ts';
export * from './privileges.ts';
export * from './replies.ts';
export * from './replies-lecturer.ts';
export * from './schemas.ts';
export * from './schemas-lecturer.ts';
