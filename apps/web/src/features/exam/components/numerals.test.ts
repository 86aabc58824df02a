// Unit test of the Chinese numerals used for batches and sections.
import { describe, expect, it } from 'vitest';
import { chineseNumeral, sequenceNumeral } from './numerals.ts';

describe('chineseNumeral', () => {
  it('writes 1..99 the way batch numbers and sections read', () => {
    expect([1, 2, 9, 10, 11, 20, 21, 99].map(chineseNumeral)).toEqual([
      '一',
      '二',
      '九',
      '十',
      '十一',
      '二十',
      '二十一',
      '九十九',
    ]);
  });

  it('falls back to digits outside the range', () => {
    expect(chineseNumeral(100)).toBe('100');
    expect(chineseNumeral(1.5)).toBe('1.5');
  });
});

describe('sequenceNumeral', () => {
  it('writes Chinese numerals in Chinese and digits in English', () => {
    expect(sequenceNumeral(2, 'zh-CN')).toBe('二');
    expect(sequenceNumeral(2, 'en')).toBe('2');
  });
});
