// The system domain's shared pieces (menus, site information, dictionaries, organisation), re-exported by
// the package index.
export * from './constants.ts';
export * from './enums.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './replies.ts';
export * from './schemas.ts';
