// The spreadsheet domain's shared pieces (Excel import and export), re-exported by the package index.
export * from './constants.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './replies.ts';
export * from './schemas.ts';
