// The customer-service chat's shared pieces.
export * from './constants.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './privileges.ts';
export * from './replies.ts';
export * from './schemas.ts';
