// Unit tests of the live schedule: cycle plans unroll into the right ranges (week with 7 = Sunday, month
// days, day), shown in the product's time zone.
import { describe, expect, it } from 'vitest';
import { formatLiveTime, liveInstant, planTimeTexts, unrollCycle } from './plan-time.ts';

describe('live plan times', () => {
  it('reads and writes wall-clock times in UTC+8', () => {
    const instant = liveInstant('2026-03-02', '09:30');
    expect(new Date(instant).toISOString()).toBe('2026-03-02T01:30:00.000Z');
    expect(formatLiveTime(instant)).toBe('2026-03-02 09:30');
  });

  it('unrolls a week cycle where 7 is Sunday', () => {
    // 2026-03-02 is a Monday; 1 and 7 pick Mondays and Sundays.
    const ranges = unrollCycle({
      cycleMode: 'week',
      cycleTime: '1,7',
      startDate: '2026-03-02',
      endDate: '2026-03-15',
      beginTime: '19:00',
      endTime: '20:30',
    });
    expect(planTimeTexts(ranges)).toEqual([
      '2026-03-02 19:00~2026-03-02 20:30',
      '2026-03-08 19:00~2026-03-08 20:30',
      '2026-03-09 19:00~2026-03-09 20:30',
      '2026-03-15 19:00~2026-03-15 20:30',
    ]);
  });

  it('unrolls a month cycle on its days and skips days a month lacks', () => {
    const ranges = unrollCycle({
      cycleMode: 'month',
      cycleTime: '1,31',
      startDate: '2026-01-15',
      endDate: '2026-03-01',
      beginTime: '08:00',
      endTime: '09:00',
    });
    expect(planTimeTexts(ranges)).toEqual([
      '2026-01-31 08:00~2026-01-31 09:00',
      '2026-02-01 08:00~2026-02-01 09:00',
      '2026-03-01 08:00~2026-03-01 09:00',
    ]);
  });

  it('unrolls a day cycle, crossing midnight when the end is before the start', () => {
    const ranges = unrollCycle({
      cycleMode: 'day',
      cycleTime: '',
      startDate: '2026-05-01',
      endDate: '2026-05-02',
      beginTime: '23:00',
      endTime: '01:00',
    });
    expect(planTimeTexts(ranges)).toEqual([
      '2026-05-01 23:00~2026-05-02 01:00',
      '2026-05-02 23:00~2026-05-03 01:00',
    ]);
  });
});
