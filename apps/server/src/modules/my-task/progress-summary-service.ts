// What the home page sums up about the learner's own study: the courses in progress (started, not
// finished, still open and on the shelf, the latest studied first) and the study time, all time and this
// calendar month, from the day-by-day study time the progress service credits.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { type PageInput, pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { courseVisibleTo } from '../course/policy.ts';
import { cardColumns, cardJoins, countedCardShape } from '../course/queries.ts';

/** A page of the learner's courses in progress and how many there are in all. */
export async function listCoursesInProgress(db: Db, actor: Actor, paging: PageInput) {
  const { limit, offset } = pageWindow(paging);
  const rows = await queryRows(
    db,
    sql`select ${cardColumns}, (count(*) over ())::int as total_num
      from courses c ${cardJoins(actor.userId)}
      where r.tenant_id = ${actor.tenantId} and r.progress > 0 and r.completed_at is null
        and c.deleted_at is null and c.on_shelf and (c.end_time is null or c.end_time >= now())
        and ${courseVisibleTo(actor)}
      order by r.last_studied_at desc, c.id desc
      limit ${limit} offset ${offset}`,
    countedCardShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** Seconds the learner studied, all time and since the first day of this month (UTC, as days are kept). */
export async function sumStudySeconds(db: Db, actor: Actor) {
  const row = await queryRow(
    db,
    sql`select coalesce(sum(t.seconds), 0)::int as total,
        coalesce(sum(t.seconds) filter (
          where t.study_date >= date_trunc('month', now() at time zone 'utc')::date), 0)::int as month
      from course_study_times t
      where t.tenant_id = ${actor.tenantId} and t.user_id = ${actor.userId}`,
    { total: col.int, month: col.int },
  );
  return { totalSeconds: row?.total ?? 0, monthSeconds: row?.month ?? 0 };
}
