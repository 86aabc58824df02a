// The report domain's shared pieces, re-exported whole by the package index.
export * from './constants.ts';
export * from './messages.ts';
export * from './paths-admin.ts';
export * from './privileges.ts';
export * from './replies.ts';
export * from './schemas.ts';
export * from './study-schemas.ts';
