// The realtime domain's shared pieces (the websocket's constants, frames and paths), re-exported by the
// package index.
export * from './constants.ts';
export * from './paths.ts';
export * from './schemas.ts';
