// The whole database schema; each domain adds its own file here.
export * from './access.ts';
export * from './account.ts';
export * from './auth.ts';
export * from './tenancy.ts';
export * from './users.ts';
