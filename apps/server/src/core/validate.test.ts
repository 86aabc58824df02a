// parseInput: one VALIDATION_FAILED error naming each field in the caller's language; NUL characters
// (which PostgreSQL cannot store) refused up front; queryAndBody's merge rule.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { findNulCharacter, parseInput, queryAndBody } from './validate.ts';

const zh = { lang: 'zh-CN' } as FastifyRequest;
const en = { lang: 'en' } as FastifyRequest;
const schema = z.object({
  title: z.string().max(5),
  count: z.number().int().max(10),
  kind: z.enum(['a', 'b']),
});

function fieldsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.code).toBe('VALIDATION_FAILED');
    return appError.options.fields;
  }
  throw new Error('expected a validation error');
}

describe('parseInput', () => {
  it('returns the parsed value', () => {
    expect(parseInput(schema, { title: 'x', count: 1, kind: 'a', extra: 1 }, zh)).toEqual({
      title: 'x',
      count: 1,
      kind: 'a',
    });
  });

  it('names every failing field with a message in the caller’s language', () => {
    expect(fieldsOf(() => parseInput(schema, { title: 'toolong', count: 'x', kind: 'c' }, zh))).toEqual([
      { field: 'title', message: 'title长度不能超过5个字符' },
      { field: 'count', message: 'count类型错误，应为number' },
      { field: 'kind', message: 'kind取值无效' },
    ]);
    expect(fieldsOf(() => parseInput(schema, {}, en))).toEqual([
      { field: 'title', message: 'title is required' },
      { field: 'count', message: 'count is required' },
      { field: 'kind', message: 'kind has an invalid value' },
    ]);
  });

  it('refuses a NUL character anywhere in the input, naming where', () => {
    expect(fieldsOf(() => parseInput(schema, { title: 'a\u0000', count: 1, kind: 'a' }, zh))).toEqual([
      { field: 'title', message: 'title格式错误' },
    ]);
    expect(findNulCharacter({ a: [{ b: 'x' }, { c: 'y\u0000' }] })).toEqual(['a', '1', 'c']);
    expect(findNulCharacter({ a: 'fine', n: 1, z: null })).toBeUndefined();
  });
});

describe('queryAndBody', () => {
  const request = (query: unknown, body: unknown) => ({ query, body }) as FastifyRequest;

  it('merges query and body, the body winning', () => {
    expect(queryAndBody(request({ a: '1', b: '2' }, { b: 3 }))).toEqual({ a: '1', b: 3 });
  });

  it('ignores a missing or non-object body', () => {
    expect(queryAndBody(request({ a: '1' }, undefined))).toEqual({ a: '1' });
    expect(queryAndBody(request({ a: '1' }, [1]))).toEqual({ a: '1' });
    expect(queryAndBody(request({ a: '1' }, 'text'))).toEqual({ a: '1' });
    expect(queryAndBody(request(undefined, undefined))).toEqual({});
  });
});
