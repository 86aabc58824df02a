// The courses a learner wrote notes on, with how many notes each (the personal centre's 我的笔记 list,
// `getNoteCourseList`). Exported for the personal module, which never reads course tables itself. A course
// that left the shelf or was deleted still lists: the notes are the learner's own.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { type PageInput, pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, type RowOf } from '../../db/rows.ts';

const noteCourseShape = {
  course_id: col.int,
  course_name: col.text,
  cover_url: col.text,
  note_num: col.int,
  last_note_at: col.epochMs,
  total_num: col.int,
};
export type NoteCourseRow = RowOf<typeof noteCourseShape>;

/** A page of the caller's noted courses, the most recently noted first. */
export async function listNoteCourses(db: DbOrTx, actor: Actor, paging: PageInput) {
  const { limit, offset } = pageWindow(paging);
  const rows = await queryRows(
    db,
    sql`select c.id as course_id, c.name as course_name, c.cover_url, n.note_num, n.last_note_at,
        (count(*) over ())::int as total_num
      from (select course_id, count(*)::int as note_num, (extract(epoch from max(created_at)) * 1000)::float8 as last_note_at
              from course_notes where tenant_id = ${actor.tenantId} and user_id = ${actor.userId}
             group by course_id) n
      join courses c on c.id = n.course_id and c.tenant_id = ${actor.tenantId}
      order by n.last_note_at desc, c.id desc limit ${limit} offset ${offset}`,
    noteCourseShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
