// Field errors of back-office forms: a shared zod schema's issues as text in the UI language (the same
// rules as the server's validation replies), and the `response.fields` of a failed call's envelope.
import { issueMessageKey, type Lang, translate } from '@elearning/shared';
import type { z } from 'zod';
import { ApiError } from '../../lib/http/index.ts';

export type FieldErrors = { field: string; message: string }[];

type Issue = z.core.$ZodIssue;

function fieldLabel(path: readonly PropertyKey[], labels: Record<string, string>): string {
  const name = path.map(String).join('.');
  return labels[name] ?? name;
}

/** A zod issue as text in `lang` (same rules as the server's validation replies). */
export function describeIssue(issue: Issue, lang: Lang, labels: Record<string, string> = {}): string {
  const field = fieldLabel(issue.path, labels);
  const key = issueMessageKey(issue);
  if (key !== 'error.badRequest') return translate(key, lang, { field });
  switch (issue.code) {
    case 'invalid_type':
      return translate('validation.required', lang, { field });
    case 'too_big':
      return translate(issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig', lang, {
        field,
        max: String(issue.maximum),
      });
    case 'too_small':
      return issue.minimum === 1 && (issue.origin === 'string' || issue.origin === 'array')
        ? translate('validation.required', lang, { field })
        : translate(issue.origin === 'string' ? 'validation.tooShort' : 'validation.tooSmall', lang, {
            field,
            min: String(issue.minimum),
          });
    case 'invalid_value':
      return translate('validation.enum', lang, { field });
    default:
      return translate('validation.invalid', lang, { field });
  }
}

/** The `response.fields` of a failed call's envelope, if it carries any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return [];
  const payload = error.payload;
  if (typeof payload !== 'object' || payload === null || !('fields' in payload)) return [];
  const fields = (payload as { fields: unknown }).fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (item): item is FieldErrors[number] =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { field?: unknown }).field === 'string' &&
      typeof (item as { message?: unknown }).message === 'string',
  );
}
