// The column decoders of hand-written SQL: what each accepts from either driver and how it fails.
import { describe, expect, it } from 'vitest';
import { col } from './rows.ts';

describe('col.epochMs', () => {
  it('takes epoch numbers, numeric text, Dates and timestamptz text alike', () => {
    const ms = Date.UTC(2026, 10, 28, 14, 0, 0, 123);
    expect(col.epochMs(ms, 'at')).toBe(ms);
    expect(col.epochMs(String(ms), 'at')).toBe(ms);
    expect(col.epochMs(new Date(ms), 'at')).toBe(ms);
    expect(col.epochMs('2026-11-28 14:00:00.123+00', 'at')).toBe(ms);
    expect(col.epochMs('2026-11-28 22:00:00.123+08', 'at')).toBe(ms);
  });

  it('names the column when the value is no timestamp', () => {
    expect(() => col.epochMs('soon', 'starts_at')).toThrow(/column "starts_at": expected a timestamp/);
    expect(() => col.epochMs(undefined, 'starts_at')).toThrow(/no such column/);
    expect(col.epochMsOrNull(null, 'ends_at')).toBeNull();
  });
});
