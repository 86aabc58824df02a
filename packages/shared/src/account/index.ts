// The account domain's shared pieces (registration, passwords, phones, SMS, pickers), re-exported by the
// package index.
export * from './constants.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './replies.ts';
export * from './schemas.ts';
