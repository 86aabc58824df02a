// Unit tests of the SPEC §5 rules: plain checks and the zod schemas that carry message keys.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkExamName,
  checkPassword,
  checkPhone,
  checkSearchText,
  checkSmsCode,
  isValidPhone,
  normalizeTimestamp,
} from './checks.ts';
import {
  isMessageKey,
  issueMessageKey,
  ZExamNameSchema,
  ZPageQuerySchema,
  ZPasswordSchema,
  ZPhoneSchema,
  ZSearchTextSchema,
  ZSmsCodeSchema,
} from './validation.ts';

/** The message keys of a failed parse, or [] when it passes. */
function keysOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('checkPassword', () => {
  it('requires a password', () => {
    expect(checkPassword('')).toBe('validation.password.required');
    expect(checkPassword(undefined)).toBe('validation.password.required');
    expect(checkPassword(null)).toBe('validation.password.required');
  });

  it('accepts 6 and 12 characters, rejects 5 and 13', () => {
    expect(checkPassword('abc12')).toBe('validation.password.length');
    expect(checkPassword('abc123')).toBeNull();
    expect(checkPassword('abcdef123456')).toBeNull();
    expect(checkPassword('abcdef1234567')).toBe('validation.password.length');
  });

  it('needs two of letters, symbols and digits', () => {
    expect(checkPassword('abcdef')).toBe('validation.password.classes');
    expect(checkPassword('123456')).toBe('validation.password.classes');
    expect(checkPassword('!@#$%^')).toBe('validation.password.classes');
    expect(checkPassword('abc123')).toBeNull();
    expect(checkPassword('abc!@#')).toBeNull();
    expect(checkPassword('123!@#')).toBeNull();
  });

  it('does not count spaces as a symbol and counts characters, not UTF-16 units', () => {
    expect(checkPassword('abc   ')).toBe('validation.password.classes');
    expect(checkPassword('密码密码12')).toBeNull();
    expect(checkPassword('😀😀😀😀😀a')).toBeNull();
  });
});

describe('checkPhone', () => {
  it('accepts 1 then 3-9 then 9 digits', () => {
    expect(checkPhone('13812345678')).toBeNull();
    expect(checkPhone(' 19912345678 ')).toBeNull();
    expect(isValidPhone('13812345678')).toBe(true);
  });

  it('rejects a wrong second digit, a wrong length and empty input', () => {
    expect(checkPhone('12812345678')).toBe('validation.phone.format');
    expect(checkPhone('1381234567')).toBe('validation.phone.format');
    expect(checkPhone('138123456789')).toBe('validation.phone.format');
    expect(checkPhone('')).toBe('validation.phone.required');
    expect(isValidPhone('12812345678')).toBe(false);
    expect(isValidPhone(undefined)).toBe(false);
  });
});

describe('small text checks', () => {
  it('checks SMS codes as 6 digits', () => {
    expect(checkSmsCode('123456')).toBeNull();
    expect(checkSmsCode('12345')).toBe('validation.smsCode.format');
    expect(checkSmsCode('12345a')).toBe('validation.smsCode.format');
    expect(checkSmsCode('')).toBe('validation.smsCode.required');
  });

  it('limits search text to 100 and exam names to 32 characters', () => {
    expect(checkSearchText('a'.repeat(100))).toBeNull();
    expect(checkSearchText('a'.repeat(101))).toBe('validation.searchTooLong');
    expect(checkExamName('a'.repeat(32))).toBeNull();
    expect(checkExamName('a'.repeat(33))).toBe('validation.examNameTooLong');
  });
});

describe('normalizeTimestamp', () => {
  it('reads 10 digits as seconds', () => {
    expect(normalizeTimestamp(1617235200)).toBe(1617235200000);
    expect(normalizeTimestamp('1617235200')).toBe(1617235200000);
  });

  it('reads 13 digits as milliseconds', () => {
    expect(normalizeTimestamp(1617235200123)).toBe(1617235200123);
    expect(normalizeTimestamp('1617235200123')).toBe(1617235200123);
  });

  it('gives NaN for text that is not a number', () => {
    expect(normalizeTimestamp('2021-04-01')).toBeNaN();
    expect(normalizeTimestamp('')).toBeNaN();
    expect(normalizeTimestamp(Number.POSITIVE_INFINITY)).toBeNaN();
  });
});

describe('message key helpers', () => {
  it('recognises catalogue keys only', () => {
    expect(isMessageKey('file.wrongFormat')).toBe(true);
    expect(isMessageKey('nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(issueMessageKey({ message: 'validation.phone.format' })).toBe('validation.phone.format');
    expect(issueMessageKey({ message: 'Invalid input' })).toBe('error.badRequest');
  });
});

describe('zod schemas of SPEC §5', () => {
  it('ZPasswordSchema gives the password keys', () => {
    expect(keysOf(ZPasswordSchema, 'abc123')).toEqual([]);
    expect(keysOf(ZPasswordSchema, undefined)).toEqual(['validation.password.required']);
    expect(keysOf(ZPasswordSchema, '')).toEqual(['validation.password.required']);
    expect(keysOf(ZPasswordSchema, 'abc12')).toEqual(['validation.password.length']);
    expect(keysOf(ZPasswordSchema, 'abcdef')).toEqual(['validation.password.classes']);
  });

  it('ZPhoneSchema trims, reads numbers as text and gives the phone keys', () => {
    expect(ZPhoneSchema.parse(' 13812345678 ')).toBe('13812345678');
    expect(ZPhoneSchema.parse(13812345678)).toBe('13812345678');
    expect(keysOf(ZPhoneSchema, '12812345678')).toEqual(['validation.phone.format']);
    expect(keysOf(ZPhoneSchema, undefined)).toEqual(['validation.phone.required']);
    expect(keysOf(ZPhoneSchema, '')).toEqual(['validation.phone.required']);
  });

  it('ZSmsCodeSchema wants 6 digits', () => {
    expect(ZSmsCodeSchema.parse('012345')).toBe('012345');
    expect(keysOf(ZSmsCodeSchema, '1234567')).toEqual(['validation.smsCode.format']);
    expect(keysOf(ZSmsCodeSchema, undefined)).toEqual(['validation.smsCode.required']);
  });

  it('ZPageQuerySchema coerces strings and applies defaults', () => {
    expect(ZPageQuerySchema.parse({})).toEqual({ pageNo: 1, pageSize: 10 });
    expect(ZPageQuerySchema.parse({ pageNo: '3', pageSize: '100' })).toEqual({ pageNo: 3, pageSize: 100 });
    expect(ZPageQuerySchema.parse({ pageNo: '', pageSize: '' })).toEqual({ pageNo: 1, pageSize: 10 });
    expect(keysOf(ZPageQuerySchema, { pageNo: '0' })).toEqual(['validation.pageNo.invalid']);
    expect(keysOf(ZPageQuerySchema, { pageNo: 'x' })).toEqual(['validation.pageNo.invalid']);
    expect(keysOf(ZPageQuerySchema, { pageSize: '101' })).toEqual(['validation.pageSize.invalid']);
    expect(keysOf(ZPageQuerySchema, { pageSize: '0' })).toEqual(['validation.pageSize.invalid']);
    expect(keysOf(ZPageQuerySchema, { pageSize: '1.5' })).toEqual(['validation.pageSize.invalid']);
  });

  it('ZSearchTextSchema and ZExamNameSchema limit the length', () => {
    expect(ZSearchTextSchema.parse('  java  ')).toBe('java');
    expect(keysOf(ZSearchTextSchema, 'a'.repeat(100))).toEqual([]);
    expect(keysOf(ZSearchTextSchema, 'a'.repeat(101))).toEqual(['validation.searchTooLong']);
    expect(keysOf(ZExamNameSchema, 'a'.repeat(32))).toEqual([]);
    expect(keysOf(ZExamNameSchema, 'a'.repeat(33))).toEqual(['validation.examNameTooLong']);
  });
});
