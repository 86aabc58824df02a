// Unit tests of path handling and the deviceType helper (SPEC §7).
import { describe, expect, it } from 'vitest';
import { withDeviceType } from './params.ts';
import { appendQuery, rewriteOpeningPath, toQueryString, withApiPrefix } from './paths.ts';

describe('withApiPrefix', () => {
  it('adds /api unless present', () => {
    expect(withApiPrefix('/manage/v1/study/studyTodoNum')).toBe('/api/manage/v1/study/studyTodoNum');
    expect(withApiPrefix('manage/v1/x')).toBe('/api/manage/v1/x');
    expect(withApiPrefix('/api/msg/v1/msg/notify')).toBe('/api/msg/v1/msg/notify');
    expect(withApiPrefix('/api')).toBe('/api');
  });

  it('does not mistake a path starting with /apiary for a prefixed one', () => {
    expect(withApiPrefix('/apiary/list')).toBe('/api/apiary/list');
  });

  it('leaves absolute URLs alone', () => {
    expect(withApiPrefix('https://upload.example.com/eln/upload')).toBe(
      'https://upload.example.com/eln/upload',
    );
  });
});

describe('rewriteOpeningPath', () => {
  const path = '/api/margin/external/opening/v1/buryPointWeb';
  it('removes the external/opening segment when logged in', () => {
    expect(rewriteOpeningPath(path, true)).toBe('/api/margin/v1/buryPointWeb');
  });
  it('keeps it for anonymous users', () => {
    expect(rewriteOpeningPath(path, false)).toBe(path);
  });
  it('leaves other paths unchanged', () => {
    expect(rewriteOpeningPath('/api/msg/v1/msg/notify', true)).toBe('/api/msg/v1/msg/notify');
  });
});

describe('query strings', () => {
  it('skips empty values and repeats arrays', () => {
    expect(toQueryString({ a: 1, b: undefined, c: null, d: ['x', 'y'], e: 'z w' })).toBe(
      '?a=1&d=x&d=y&e=z+w',
    );
    expect(toQueryString({})).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });
  it('appends to a path that already has a query', () => {
    expect(appendQuery('/api/x?id=1', '?a=2')).toBe('/api/x?id=1&a=2');
    expect(appendQuery('/api/x', '?a=2')).toBe('/api/x?a=2');
    expect(appendQuery('/api/x', '')).toBe('/api/x');
  });
});

describe('withDeviceType', () => {
  it("adds deviceType '1' without touching the input", () => {
    const input = { pageNo: 1 };
    expect(withDeviceType(input)).toEqual({ pageNo: 1, deviceType: '1' });
    expect(input).toEqual({ pageNo: 1 });
  });
  it.each([null, undefined, 'text', 42, ['a'], new Date()])('throws for %p', (value) => {
    expect(() => withDeviceType(value)).toThrowError('params必须是一个参数对象');
  });
});
