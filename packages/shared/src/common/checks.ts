// The plain rules of SPEC §5 as functions returning a message key (null = valid), and the timestamp reading
// every page formats dates with. No zod here: pages that only check or format stay free of the schema
// library (the first-load budget of /login and /home); validation.ts builds the zod schemas on these.
import { PASSWORD_MAX, PASSWORD_MIN, SMS_RULES } from '../account/constants.ts';
import { EXAM_NAME_MAX } from '../exam/constants.ts';
import type { MessageKey } from '../messages.ts';
import { SEARCH_TEXT_MAX } from './constants.ts';

/** Mainland mobile number: 11 digits, a 1, then 3-9. */
export const PHONE_REGEX = /^1[3-9]\d{9}$/;
/** SMS verification code: exactly 6 digits. */
export const SMS_CODE_REGEX = new RegExp(`^\\d{${SMS_RULES.codeLength}}$`);

const PASSWORD_CLASSES = [/\p{L}/u, /\p{Nd}/u, /[^\p{L}\p{N}\p{Z}\p{C}]/u] as const;

/**
 * Password rule of SPEC §5: required; 6 to 12 characters; at least two of letters, digits and symbols
 * (a symbol is any visible character that is neither a letter nor a digit; spaces count for none).
 */
export function checkPassword(password: string | null | undefined): MessageKey | null {
  if (!password) return 'validation.password.required';
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'validation.password.length';
  const classes = PASSWORD_CLASSES.filter((pattern) => pattern.test(password)).length;
  return classes < 2 ? 'validation.password.classes' : null;
}

/** Phone rule of SPEC §5 (surrounding spaces ignored). */
export function checkPhone(phone: string | null | undefined): MessageKey | null {
  const value = (phone ?? '').trim();
  if (value === '') return 'validation.phone.required';
  return PHONE_REGEX.test(value) ? null : 'validation.phone.format';
}

export function isValidPhone(phone: string | null | undefined): boolean {
  return checkPhone(phone) === null;
}

/** SMS code: required, 6 digits (surrounding spaces ignored). */
export function checkSmsCode(code: string | null | undefined): MessageKey | null {
  const value = (code ?? '').trim();
  if (value === '') return 'validation.smsCode.required';
  return SMS_CODE_REGEX.test(value) ? null : 'validation.smsCode.format';
}

/** Header search text: at most 100 characters once trimmed. */
export function checkSearchText(text: string | null | undefined): MessageKey | null {
  return (text ?? '').trim().length > SEARCH_TEXT_MAX ? 'validation.searchTooLong' : null;
}

/** Exam name search: at most 32 characters once trimmed. */
export function checkExamName(name: string | null | undefined): MessageKey | null {
  return (name ?? '').trim().length > EXAM_NAME_MAX ? 'validation.examNameTooLong' : null;
}

const SECONDS_BELOW = 1e10;

/**
 * Reads an epoch timestamp as milliseconds: up to 10 integer digits are seconds (SPEC §5), longer values
 * (13 digits) are already milliseconds. Numeric strings are accepted; anything else gives NaN.
 */
export function normalizeTimestamp(value: number | string): number {
  const n =
    typeof value === 'number' ? value : /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return Number.NaN;
  return Math.abs(n) < SECONDS_BELOW ? Math.round(n * 1000) : Math.round(n);
}
