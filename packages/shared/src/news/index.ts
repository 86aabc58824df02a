// News and the regulation list: shared pieces.
export * from './enums.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './privileges.ts';
export * from './replies.ts';
export * from './schemas.ts';
