// The search domain's shared pieces, re-exported whole by the package index.
export * from './enums.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './replies.ts';
export * from './schemas.ts';
