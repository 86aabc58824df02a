// Validation rules of SPEC §5, twice over: plain functions returning a message key (null = valid) for
// forms, and zod 4 schemas whose issue messages are those same keys, so the server can translate them
// into the caller's language and the web app with `translate`. Upload rules live in file/upload-rules.ts.
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, SMS_RULES } from '../account/constants.ts';
import { EXAM_NAME_MAX } from '../exam/constants.ts';
import { type MessageKey, messages } from '../messages.ts';
import { DEFAULT_PAGE_NO, PAGE_SIZE_MAX, PAGE_SIZES, SEARCH_TEXT_MAX } from './constants.ts';

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

/** True when the text is a key of the message catalogue. */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

/** The message key a zod issue of these schemas carries; 'error.badRequest' for a foreign message. */
export function issueMessageKey(issue: { message: string }): MessageKey {
  return isMessageKey(issue.message) ? issue.message : 'error.badRequest';
}

// ---- zod building blocks -------------------------------------------------------------------------

/** Form-encoded or JSON input may carry numbers where text is meant (a phone, a code): read them as text. */
function numberToText(value: unknown): unknown {
  return (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint'
    ? String(value)
    : value;
}

/** An absent optional form field often arrives as '' or null: treat both as absent. */
function blankToUndefined(value: unknown): unknown {
  const text = numberToText(value);
  return text === '' || text === null ? undefined : text;
}

/** Adapts a plain check function to zod's superRefine, the message key becoming the issue message. */
export function refineWith<T>(check: (value: T) => MessageKey | null) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    const message = check(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
  };
}

type TextOptions = {
  /** Key for a missing, empty or non-text value. */
  required: MessageKey;
  max: number;
  tooLong: MessageKey;
  /** Trim surrounding spaces first (default true; passwords are never trimmed). */
  trim?: boolean;
};

/** A required text field (numbers read as text) with a length limit. */
export function zRequiredText({ required, max, tooLong, trim = true }: TextOptions) {
  const base = z.string({ error: required });
  return z.preprocess(
    numberToText,
    (trim ? base.trim() : base).min(1, { error: required, abort: true }).max(max, { error: tooLong }),
  );
}

/** An optional text field: absent, '' or null give undefined; otherwise limited to `max` characters. */
export function zOptionalText({ max, tooLong, trim = true }: Omit<TextOptions, 'required'>) {
  const base = z.string({ error: tooLong });
  return z.preprocess(blankToUndefined, (trim ? base.trim() : base).max(max, { error: tooLong }).optional());
}

/** A whole number field coerced from text, with bounds and a default for absent/blank input. */
export function zIntParam({
  min,
  max,
  fallback,
  invalid,
}: {
  min: number;
  max: number;
  fallback: number;
  invalid: MessageKey;
}) {
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: invalid })
      .int({ error: invalid })
      .min(min, { error: invalid })
      .max(max, { error: invalid })
      .default(fallback),
  );
}

// ---- SPEC §5 schemas -----------------------------------------------------------------------------

/** New password under the full rule (registration, reset, change). Never trimmed. */
export const ZPasswordSchema = z.preprocess(
  numberToText,
  z.string({ error: 'validation.password.required' }).superRefine(refineWith(checkPassword)),
);
export type TPassword = z.infer<typeof ZPasswordSchema>;

export const ZPhoneSchema = z.preprocess(
  numberToText,
  z.string({ error: 'validation.phone.required' }).trim().superRefine(refineWith(checkPhone)),
);
export type TPhone = z.infer<typeof ZPhoneSchema>;

export const ZSmsCodeSchema = z.preprocess(
  numberToText,
  z.string({ error: 'validation.smsCode.required' }).trim().superRefine(refineWith(checkSmsCode)),
);
export type TSmsCode = z.infer<typeof ZSmsCodeSchema>;

/** Paging of every list: pageNo ≥ 1 (default 1), pageSize 1..100 (default 10); query strings coerced. */
export const ZPageQuerySchema = z.object({
  pageNo: zIntParam({
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    fallback: DEFAULT_PAGE_NO,
    invalid: 'validation.pageNo.invalid',
  }),
  pageSize: zIntParam({
    min: 1,
    max: PAGE_SIZE_MAX,
    fallback: PAGE_SIZES.generic.default,
    invalid: 'validation.pageSize.invalid',
  }),
});
export type TPageQuery = z.infer<typeof ZPageQuerySchema>;

/** Header search text, trimmed, at most 100 characters (may be empty). */
export const ZSearchTextSchema = z.preprocess(
  numberToText,
  z.string({ error: 'error.badRequest' }).trim().max(SEARCH_TEXT_MAX, { error: 'validation.searchTooLong' }),
);
export type TSearchText = z.infer<typeof ZSearchTextSchema>;

/** Exam name search, trimmed, at most 32 characters (may be empty). */
export const ZExamNameSchema = z.preprocess(
  numberToText,
  z.string({ error: 'error.badRequest' }).trim().max(EXAM_NAME_MAX, { error: 'validation.examNameTooLong' }),
);
export type TExamName = z.infer<typeof ZExamNameSchema>;
