// The knowledge domain's shared pieces (knowledge base and knowledge system), re-exported by the package index.
export * from './enums.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './privileges.ts';
export * from './replies.ts';
export * from './schemas.ts';
export * from './schemas-admin.ts';
