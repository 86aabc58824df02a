// The study-map domain's shared pieces (its server module arrives with its issue).
export * from './constants.ts';
export * from './enums.ts';
