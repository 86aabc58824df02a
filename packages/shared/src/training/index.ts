// The training domain's shared pieces (its server module arrives with its issue).
export * from './enums.ts';
