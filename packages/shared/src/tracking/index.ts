// The tracking domain's share of @elearning/shared: the page-view schema, page kinds, limits, paths.
export * from './constants.ts';
export * from './enums.ts';
export * from './paths.ts';
export * from './schemas.ts';
