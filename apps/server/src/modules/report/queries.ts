// The day range of the statistics calls as SQL bounds: `startTime`..`endTime` are whole days, both included;
// an absent end is open. Ranges compare against timestamps and against the daily study-time rows' dates.
import { type SQL, sql } from 'drizzle-orm';

export type DayRange = { startTime?: string | undefined; endTime?: string | undefined };

/** SQL: the timestamp column is inside the range. */
export function atInRange(column: SQL, range: DayRange): SQL {
  const from = range.startTime ? sql`${column} >= ${range.startTime}::date` : sql`true`;
  const to = range.endTime ? sql`${column} < ${range.endTime}::date + 1` : sql`true`;
  return sql`${from} and ${to}`;
}

/** SQL: the date column (a study day) is inside the range. */
export function dayInRange(column: SQL, range: DayRange): SQL {
  const from = range.startTime ? sql`${column} >= ${range.startTime}::date` : sql`true`;
  const to = range.endTime ? sql`${column} <= ${range.endTime}::date` : sql`true`;
  return sql`${from} and ${to}`;
}
