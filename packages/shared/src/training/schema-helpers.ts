// Building blocks of the training request schemas: the original client's names for a training
// (`trainId`, `id`, `courseId` in the back office) and comma-separated id lists.
import { z } from 'zod';

export function blank(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

export function toNumber(value: unknown): unknown {
  const given = blank(value);
  return typeof given === 'string' && /^\s*-?\d{1,15}\s*$/.test(given) ? Number(given) : given;
}

/** A row id: a positive 32-bit whole number. */
export const zId = z.preprocess(
  toNumber,
  z
    .number({ error: 'validation.training.id' })
    .int({ error: 'validation.training.id' })
    .min(1, { error: 'validation.training.id' })
    .max(2_147_483_647, { error: 'validation.training.id' }),
);

/** Copies `from` keys to `to` keys when `to` is absent. */
export function alias(map: Readonly<Record<string, string>>) {
  return (value: unknown): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const input: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [from, to] of Object.entries(map))
      if (blank(input[to]) === undefined && input[from] !== undefined) input[to] = input[from];
    return input;
  };
}

/** The training is `trainId`; the original also sends `id` or (back office) `courseId`. */
export const trainAlias = alias({ id: 'trainId', courseId: 'trainId' });

/** Ids as an array, or as the comma list the original sends (`stuIds=1,2`). */
export const zIdList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
      : typeof value === 'number'
        ? [value]
        : value,
  z.array(zId, { error: 'validation.training.ids' }).min(1, { error: 'validation.training.ids' }).max(500),
);
