// The org domain's shared pieces (organisation and people of the back office), re-exported by the index.
export * from './constants.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './paths-admin.ts';
export * from './privileges.ts';
export * from './replies.ts';
export * from './schemas.ts';
export * from './schemas-import.ts';
export * from './schemas-user.ts';
