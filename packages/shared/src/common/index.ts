// The common pieces every domain uses: constants, shared enums, validation, reply shapes, failures.

export * from './checks.ts';
export * from './constants.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './replies.ts';
export * from './types.ts';
export * from './validation.ts';
