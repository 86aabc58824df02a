// Pieces the achievement services share: the period keys of the rankings (in the business time zone), the
// learner columns of a ranking line, and study time read from the course domain's daily study table.
import { POINTS_TIME_ZONE } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import { col } from '../../db/rows.ts';

/** 'YYYY-MM' of this month and 'YYYY' of this year, in the business time zone. */
export const monthKey = sql`to_char(now() at time zone ${POINTS_TIME_ZONE}, 'YYYY-MM')`;
export const yearKey = sql`to_char(now() at time zone ${POINTS_TIME_ZONE}, 'YYYY')`;
/** The first day of this month / year in the business time zone (course study days are dates). */
export const monthStart = sql`date_trunc('month', now() at time zone ${POINTS_TIME_ZONE})::date`;
export const yearStart = sql`date_trunc('year', now() at time zone ${POINTS_TIME_ZONE})::date`;

/** A ranking line's learner: `u` users, `o` their org unit. */
export const learnerColumns = sql`u.id, u.name, u.avatar_url as url, coalesce(o.name, '') as org_name`;
export const learnerJoins = (userColumn: SQL) =>
  sql`join users u on u.id = ${userColumn} left join organisations o on o.id = u.org_id`;
export const learnerShape = { id: col.int, name: col.text, url: col.text, org_name: col.text };

/** Seconds → hours with one decimal, as the original shows study hours. */
export function hoursOf(seconds: number): number {
  return Math.round(seconds / 360) / 10;
}
