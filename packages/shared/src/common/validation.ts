// Validation rules of SPEC §5 as zod 4 schemas whose issue messages are the message keys of the plain
// checks (checks.ts), so the server can translate them into the caller's language and the web app with
// `translate`. Upload rules live in file/upload-rules.ts.
import { z } from 'zod';
import { EXAM_NAME_MAX } from '../exam/constants.ts';
import { type MessageKey, messages } from '../messages.ts';
import { checkPassword, checkPhone, checkSmsCode } from './checks.ts';
import { DEFAULT_PAGE_NO, PAGE_SIZE_MAX, PAGE_SIZES, SEARCH_TEXT_MAX } from './constants.ts';

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
