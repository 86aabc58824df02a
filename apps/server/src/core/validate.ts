// Parses request input with a shared zod schema; failures become one envelope error naming each field.
import { type Lang, type MessageKey, messages, translate } from '@elearning/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, type FieldError } from './app-error.ts';

function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

type Issue = z.core.$ZodIssue;

function describeIssue(issue: Issue, lang: Lang): FieldError {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  if (isMessageKey(issue.message)) return { field, message: translate(issue.message, lang, { field }) };
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? { field, message: translate('validation.required', lang, { field }) }
        : { field, message: translate('validation.type', lang, { field, expected: issue.expected }) };
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? { field, message: translate('validation.tooLong', lang, { field, max: String(issue.maximum) }) }
        : { field, message: translate('validation.tooBig', lang, { field, max: String(issue.maximum) }) };
    case 'too_small':
      if ((issue.origin === 'string' || issue.origin === 'array') && issue.minimum === 1)
        return { field, message: translate('validation.required', lang, { field }) };
      return issue.origin === 'string' || issue.origin === 'array'
        ? { field, message: translate('validation.tooShort', lang, { field, min: String(issue.minimum) }) }
        : { field, message: translate('validation.tooSmall', lang, { field, min: String(issue.minimum) }) };
    case 'invalid_value':
      return { field, message: translate('validation.enum', lang, { field }) };
    default:
      return { field, message: translate('validation.invalid', lang, { field }) };
  }
}

/**
 * The path of the first text holding a NUL character, which PostgreSQL cannot store in any text value:
 * such input is refused as invalid here rather than failing in the database as a 500.
 */
export function findNulCharacter(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 16) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNulCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Returns the parsed value or throws VALIDATION_FAILED with a message per field in the user's language. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  request: FastifyRequest,
): z.output<S> {
  const nulAt = findNulCharacter(input);
  if (nulAt) {
    const field = nulAt.length > 0 ? nulAt.join('.') : 'body';
    const message = translate('validation.invalid', request.lang, { field });
    throw new AppError('VALIDATION_FAILED', { fields: [{ field, message }] });
  }
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => describeIssue(issue, request.lang));
  throw new AppError('VALIDATION_FAILED', { fields });
}

/** Query and body merged (DELETE reads both; body wins). */
export function queryAndBody(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) return { ...query, ...(body as object) };
  return { ...query };
}
