// The live domain's shared pieces (its server module arrives with its issue).
export * from './enums.ts';
export * from './errors.ts';
export * from './messages.ts';
