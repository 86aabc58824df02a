// The auth domain's shared pieces (sign-in, tokens, tickets), re-exported by the package index.
export * from './constants.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './replies.ts';
export * from './schemas.ts';
