// Planned times of a live (SPEC §3/§4): single and plural lives list their ranges; a cycle live repeats
// a daily time range every day, on weekdays (1 Monday … 7 Sunday) or on days of the month between two
// dates. Each range is shown as "YYYY-MM-DD HH:mm~YYYY-MM-DD HH:mm" in the product's time zone (UTC+8).
import { BatchDeclare, CycleMode } from './enums.ts';

/** The product's wall clock: China Standard Time, no daylight saving. */
export const LIVE_TZ_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A cycle never unrolls into more ranges than this. */
export const CYCLE_RANGES_MAX = 400;

export type TPlanRange = { start: number; end: number };
export type TCycle = {
  cycleMode: CycleMode;
  /** week: weekday numbers "1,3,7"; month: days "1,15"; day: ''. */
  cycleTime: string;
  /** First and last date "YYYY-MM-DD", and the daily time range "HH:mm". */
  startDate: string;
  endDate: string;
  beginTime: string;
  endTime: string;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** "YYYY-MM-DD HH:mm" of an instant on the product's wall clock. */
export function formatLiveTime(epochMs: number): string {
  const d = new Date(epochMs + LIVE_TZ_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The instant of a wall-clock date and time ("YYYY-MM-DD", "HH:mm"); NaN when unreadable. */
export function liveInstant(date: string, time: string): number {
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const tm = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dm || !tm) return Number.NaN;
  const [, y, mo, d] = dm.map(Number);
  const [, h, mi] = tm.map(Number);
  if (y === undefined || mo === undefined || d === undefined || h === undefined || mi === undefined)
    return Number.NaN;
  return Date.UTC(y, mo - 1, d, h, mi) - LIVE_TZ_OFFSET_MS;
}

/** The cycle's numbers ("1,3,7" → [1, 3, 7]); empty for day mode. */
export function cycleNumbers(cycleTime: string): number[] {
  return cycleTime
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** Every range of a cycle, in order; the daily range may cross midnight (end before begin). */
export function unrollCycle(cycle: TCycle): TPlanRange[] {
  const first = liveInstant(cycle.startDate, cycle.beginTime);
  const last = liveInstant(cycle.endDate, cycle.beginTime);
  const dailyEnd = liveInstant(cycle.startDate, cycle.endTime);
  if (Number.isNaN(first) || Number.isNaN(last) || Number.isNaN(dailyEnd)) return [];
  const length = dailyEnd > first ? dailyEnd - first : dailyEnd + DAY_MS - first;
  const wanted = new Set(cycleNumbers(cycle.cycleTime));
  const ranges: TPlanRange[] = [];
  for (let start = first; start <= last && ranges.length < CYCLE_RANGES_MAX; start += DAY_MS) {
    const wall = new Date(start + LIVE_TZ_OFFSET_MS);
    const weekday = wall.getUTCDay() === 0 ? 7 : wall.getUTCDay();
    const keep =
      cycle.cycleMode === CycleMode.day ||
      (cycle.cycleMode === CycleMode.week && wanted.has(weekday)) ||
      (cycle.cycleMode === CycleMode.month && wanted.has(wall.getUTCDate()));
    if (keep) ranges.push({ start, end: start + length });
  }
  return ranges;
}

/** The ranges of a plan, whatever its kind. */
export function planRanges(
  batchDeclare: BatchDeclare,
  ranges: TPlanRange[],
  cycle: TCycle | null,
): TPlanRange[] {
  if (batchDeclare === BatchDeclare.cycle) return cycle ? unrollCycle(cycle) : [];
  return [...ranges].sort((a, b) => a.start - b.start);
}

/** planTime as the clients read it: "start~end" per range. */
export function planTimeTexts(ranges: TPlanRange[]): string[] {
  return ranges.map((range) => `${formatLiveTime(range.start)}~${formatLiveTime(range.end)}`);
}
