// The unique-violation check sees through Drizzle's wrapper and ignores other failures.
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors.ts';

describe('isUniqueViolation', () => {
  it('recognises 23505 on the error or on its cause', () => {
    expect(isUniqueViolation(Object.assign(new Error('dup'), { code: '23505' }))).toBe(true);
    expect(
      isUniqueViolation(new Error('wrapped', { cause: Object.assign(new Error('dup'), { code: '23505' }) })),
    ).toBe(true);
  });

  it('is false for other errors and non-errors', () => {
    expect(isUniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
