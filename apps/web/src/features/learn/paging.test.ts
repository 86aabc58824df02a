// The learning-resources page's URL state: list, page and the list's own page sizes (SPEC §9).
import { describe, expect, it } from 'vitest';
import { learnActionOf, pageSizesOf, readLearnQuery, writeLearnQuery } from './paging.ts';

const read = (search: string) => readLearnQuery(new URLSearchParams(search));

describe('learning-resources URL state', () => {
  it('defaults to my required courses, page 1 of 10', () => {
    expect(read('')).toEqual({ list: 'required', pageNo: 1, pageSize: 10 });
  });

  it('gives the electives their own sizes, 20 by default', () => {
    expect(read('type=elective')).toEqual({ list: 'elective', pageNo: 1, pageSize: 20 });
    expect(read('type=elective&pageSize=40')).toMatchObject({ pageSize: 40 });
    expect(pageSizesOf('elective')).toEqual([20, 40, 60, 80, 100]);
    expect(pageSizesOf('required')).toEqual([10, 20, 30, 50, 100]);
  });

  it('falls back to the defaults for anything it does not know', () => {
    expect(read('type=nope&pageNo=-3&pageSize=40')).toEqual({ list: 'required', pageNo: 1, pageSize: 10 });
    expect(read('pageNo=2.5&pageSize=abc')).toEqual({ list: 'required', pageNo: 1, pageSize: 10 });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(writeLearnQuery({ list: 'required', pageNo: 1, pageSize: 10 }).toString()).toBe('');
    const params = writeLearnQuery({ list: 'elective', pageNo: 3, pageSize: 60 });
    expect(params.toString()).toBe('type=elective&pageNo=3&pageSize=60');
    expect(readLearnQuery(params)).toEqual({ list: 'elective', pageNo: 3, pageSize: 60 });
  });

  it('starts a course not begun and continues one under way', () => {
    expect(learnActionOf(0)).toBe('start');
    expect(learnActionOf(35)).toBe('continue');
    expect(learnActionOf(100)).toBe('continue');
  });
});
