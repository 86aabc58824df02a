// Building blocks of the course request schemas: blank form fields, numbers sent as text, row ids, and the
// original client's parameter names mapped onto ours (the name we use wins when both are sent).
import { z } from 'zod';

export function blankToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

export function textToNumber(value: unknown): unknown {
  const given = blankToUndefined(value);
  return typeof given === 'string' && /^\s*-?\d{1,15}\s*$/.test(given) ? Number(given) : given;
}

/** A row id: a positive 32-bit whole number. */
export const zRowId = z.preprocess(textToNumber, z.number().int().min(1).max(2_147_483_647));

/** A preprocess step copying each `from` parameter to its `to` name when `to` itself is absent. */
export function aliasKeys(aliases: Readonly<Record<string, string>>) {
  return (value: unknown): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const input: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [from, to] of Object.entries(aliases))
      if (blankToUndefined(input[to]) === undefined && input[from] !== undefined) input[to] = input[from];
    return input;
  };
}

/** `courseId`, or `id` when the client names the course that way. */
export const courseAlias = aliasKeys({ id: 'courseId' });

/** The original client's paging names: `size` (and `currentPage`) for pageSize and pageNo. */
export const pageAlias = aliasKeys({ size: 'pageSize', currentPage: 'pageNo' });

export function withCourse<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess(courseAlias, z.object({ courseId: zRowId, ...shape }));
}
