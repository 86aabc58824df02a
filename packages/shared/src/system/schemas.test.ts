// Unit tests of the system request schemas.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZDictQuerySchema, ZPositionPageQuerySchema } from './schemas.ts';

/** `path: message` of every issue of a failed parse, or [] when it passes. */
function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('system schemas', () => {
  it('dictionary query needs a code of at most 64 characters', () => {
    expect(ZDictQuerySchema.parse({ code: 'sex' })).toEqual({ code: 'sex' });
    expect(issuesOf(ZDictQuerySchema, { code: '' })).toEqual(['code: validation.dictCode.required']);
    expect(issuesOf(ZDictQuerySchema, { code: 'c'.repeat(65) })).toEqual([
      'code: validation.dictCode.tooLong',
    ]);
  });

  it('position page: parentId 0 is every org unit, paging has its defaults', () => {
    expect(ZPositionPageQuerySchema.parse({})).toEqual({ pageNo: 1, pageSize: 10, parentId: 0 });
    expect(issuesOf(ZPositionPageQuerySchema, { pageNo: '0' })).toEqual([
      'pageNo: validation.pageNo.invalid',
    ]);
  });
});
