// The course domain's shared pieces, re-exported whole by the package index.
export * from './constants.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './paths-admin.ts';
export * from './privileges.ts';
export * from './replies.ts';
export * from './replies-admin.ts';
export * from './schemas.ts';
export * from './schemas-admin.ts';
export * from './schemas-social.ts';
