// Building blocks of the exam back-office request schemas (not re-exported: the package index would clash
// with other domains' helpers of the same name).
import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../common/constants.ts';

export function blank(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

export function numeric(value: unknown): unknown {
  const given = blank(value);
  return typeof given === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(given) ? Number(given) : given;
}

/** A row id: a positive 32-bit whole number (text accepted). */
export const zAdminId = z.preprocess(numeric, z.number().int().min(1).max(2_147_483_647));
export const zOptionalId = z.preprocess(numeric, z.number().int().min(1).max(2_147_483_647).optional());

/** Ids as an array, or as "1,2,3" text (the original client sends both). */
export const zIdList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value.split(',').filter((part) => part.trim() !== '')
      : typeof value === 'number'
        ? [value]
        : value,
  z.array(zAdminId).max(1000),
);

/** Points: 0..1000 with at most two decimals. */
export const zPoints = z.preprocess(numeric, z.number().finite().min(0).max(1000));

/** Back-office paging; `size` and `currentPage` are the original client's names on some pages. */
export const zAdminPaging = {
  pageNo: z.preprocess(numeric, z.number().int().min(1).default(1)),
  pageSize: z.preprocess(numeric, z.number().int().min(1).max(PAGE_SIZE_MAX).default(10)),
};

export function withPageAliases(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const input: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  if (input.pageSize === undefined && input.size !== undefined) input.pageSize = input.size;
  if (input.pageNo === undefined && input.currentPage !== undefined) input.pageNo = input.currentPage;
  return input;
}

/** A search text: trimmed, at most 50 characters, absent when blank. */
export const zSearch = z.preprocess(blank, z.string().trim().max(50).optional());
