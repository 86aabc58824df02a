// The SQL every course list shares: the card's columns (SPEC §3 Course card) over `courses c` with its
// lecturer, knowledge system and the viewer's study record, typed rows from raw queries on either driver.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Viewer } from './policy.ts';

/** Rows of a raw query; both drivers answer `{ rows }`. Times are selected as epoch ms, numbers as float8/int. */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamptz column as epoch milliseconds (float8, so both drivers hand back a plain number). */
function epochMsText(column: string): string {
  return `(extract(epoch from ${column}) * 1000)::float8`;
}

export function epochMs(column: string): SQL {
  return sql.raw(epochMsText(column));
}

export type CardRow = {
  id: number;
  name: string;
  cover_url: string;
  lecturer_id: number | null;
  teacher_name: string;
  study_num: number;
  progress: number;
  start_time: number | null;
  end_time: number | null;
  knowledge_system_id: number | null;
  knowledge_system_name: string;
  credit_hours: number;
  points: number;
  rating_count: number;
  rating_sum: number;
};

/** The card's columns; `c` courses, `lu` lecturer, `ks` knowledge system, `r` the viewer's record. */
export const cardColumns = sql.raw(`c.id, c.name, c.cover_url, c.lecturer_id,
  coalesce(lu.name, '') as teacher_name, c.study_num, coalesce(r.progress, 0)::int as progress,
  ${epochMsText('c.start_time')} as start_time,
  ${epochMsText('c.end_time')} as end_time,
  c.knowledge_system_id, coalesce(ks.name, '') as knowledge_system_name,
  c.credit_hours::float8 as credit_hours, c.points, c.rating_count, c.rating_sum`);

/** Joins for cardColumns; anonymous viewers have no record. */
export function cardJoins(viewer: Viewer): SQL {
  const record =
    viewer.userId === null
      ? sql`left join (select null::smallint as progress) r on true`
      : sql`left join course_study_records r on r.user_id = ${viewer.userId} and r.course_id = c.id`;
  return sql`left join users lu on lu.id = c.lecturer_id
    left join knowledge_systems ks on ks.id = c.knowledge_system_id
    ${record}`;
}
