// The role domain's shared pieces (roles, privileges, tenants, audit), re-exported whole by the package index.
export * from './constants.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './menu-ids.ts';
export * from './messages.ts';
export * from './paths-admin.ts';
export * from './privileges.ts';
export * from './replies.ts';
export * from './schemas.ts';
export * from './schemas-extra.ts';
