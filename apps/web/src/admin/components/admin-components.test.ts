// The pure parts of the back office's list and form pieces: search values → query parameters, zod issues
// and the server's field errors → text on the fields, and the tab strip's open/close rules.

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/http/index.ts';
import { close, visit } from '../layout/tabs-model.ts';
import { describeIssue, serverFieldErrors } from './field-errors.ts';
import { filtersOf, type SearchField } from './search-filters.ts';

describe('search filters', () => {
  const fields: SearchField[] = [
    { kind: 'text', name: 'name', label: 'Name' },
    { kind: 'select', name: 'status', label: 'Status', options: [], multiple: true },
    { kind: 'number', name: 'level', label: 'Level' },
    { kind: 'dateRange', name: 'created', label: 'Created', startName: 'beginTime', endName: 'endTime' },
  ];

  it('trims text, drops empty values and splits a date range', () => {
    expect(
      filtersOf(fields, {
        name: '  Java ',
        status: [],
        level: 0,
        created: [dayjs('2026-01-02'), dayjs('2026-02-03')],
      }),
    ).toEqual({ name: 'Java', level: 0, beginTime: '2026-01-02', endTime: '2026-02-03' });
    expect(filtersOf(fields, { name: '   ', status: undefined, created: null })).toEqual({});
  });
});

describe('form field errors', () => {
  const schema = z.object({
    name: z.string().min(1).max(5),
    phone: z.string().regex(/^\d+$/, { message: 'validation.phone.format' }),
  });

  it('turns zod issues into messages naming the field by its label, in either language', () => {
    const result = schema.safeParse({ name: 'toolong', phone: 'x' });
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues;
    const labels = { name: '名称' };
    expect(issues.map((issue) => describeIssue(issue, 'zh-CN', labels))).toEqual([
      '名称长度不能超过5个字符',
      '请输入正确的手机号',
    ]);
    expect(issues.map((issue) => describeIssue(issue, 'en', { name: 'Name' }))[0]).toMatch(/^Name /);
  });

  it('reads the envelope’s response.fields of a failed call, and nothing else', () => {
    const failure = new ApiError('bad', 400, 400, {
      resCode: 400,
      response: { fields: [{ field: 'name', message: '名称不能为空' }, { field: 3 }] },
    });
    expect(serverFieldErrors(failure)).toEqual([{ field: 'name', message: '名称不能为空' }]);
    expect(serverFieldErrors(new ApiError('x', 500, 500))).toEqual([]);
    expect(serverFieldErrors(new Error('x'))).toEqual([]);
  });
});

describe('tab strip', () => {
  const home = { key: '/', title: 'Home', closable: false };
  const a = { key: '/a', title: 'A', closable: true };
  const b = { key: '/b', title: 'B', closable: true };

  it('adds a visited page once and refreshes its title', () => {
    const tabs = visit(visit(visit([home], a), b), { ...a, title: 'A2' });
    expect(tabs.map((t) => t.title)).toEqual(['Home', 'A2', 'B']);
  });

  it('moves to the neighbour when the current tab closes, and never closes home', () => {
    expect(close([home, a, b], '/a', '/a')).toEqual({ tabs: [home, b], goTo: '/b' });
    expect(close([home, a, b], '/b', '/b')).toEqual({ tabs: [home, a], goTo: '/a' });
    expect(close([home, a, b], '/a', '/b')).toEqual({ tabs: [home, b] });
    expect(close([home, a], '/', '/')).toEqual({ tabs: [home, a] });
  });
});
