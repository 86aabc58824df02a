// The course lists of My Task's study tab (SPEC §2 My task, §7 Study lists): list 1 (assigned courses,
// isRemove 0, then the ones I added, isRemove 1), the assigned ones alone (myRequireCourse), list 2 (the
// electives I started myself) and the unfinished count of all of them (the study badge). Every list
// answers its page with the list's total and unfinished count.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { type PageInput, pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { cardColumns, cardJoins } from '../course/queries.ts';
import { type StudyCardRow, selectMyCourses, studyCardShape, TODO_CONDITION } from './queries.ts';

export type StudyPage = { rows: StudyCardRow[]; totalNum: number; todoNum: number };
type Lists = { assigned: boolean; added: boolean; elective: boolean };
export type ListOptions = PageInput & { todoOnly?: boolean };

/** A page of the learner's courses; a page past the end still answers the right totals. */
async function pageOfMine(db: Db, actor: Actor, lists: Lists, options: ListOptions): Promise<StudyPage> {
  const params = {
    tenantId: actor.tenantId,
    userId: actor.userId,
    ...lists,
    todoOnly: options.todoOnly ?? false,
    ...pageWindow(options),
  };
  const rows = await selectMyCourses(db, params);
  let totals = rows[0];
  if (!totals && params.offset > 0) [totals] = await selectMyCourses(db, { ...params, limit: 1, offset: 0 });
  return { rows, totalNum: totals?.total_num ?? 0, todoNum: totals?.todo_num ?? 0 };
}

/** List 1: assigned courses (isRemove 0) first, then the ones I added (isRemove 1). */
export function listMyCourses(db: Db, actor: Actor, options: ListOptions) {
  return pageOfMine(db, actor, { assigned: true, added: true, elective: false }, options);
}

/** Assigned courses only (myRequireCourse). */
export function listMyRequiredCourses(db: Db, actor: Actor, options: ListOptions) {
  return pageOfMine(db, actor, { assigned: true, added: false, elective: false }, options);
}

/** List 2: electives I started on my own that nobody has assigned to me since. */
export async function listMyElectives(db: Db, actor: Actor, paging: PageInput): Promise<StudyPage> {
  const { limit, offset } = pageWindow(paging);
  const rows = await queryRows(
    db,
    sql`select ${cardColumns}, 1 as is_remove, (count(*) over ())::int as total_num,
        (count(*) filter (where ${TODO_CONDITION}) over ())::int as todo_num
      from learner_courses l join courses c on c.id = l.course_id ${cardJoins(actor.userId)}
      where l.tenant_id = ${actor.tenantId} and l.user_id = ${actor.userId} and l.elective_at is not null
        and l.assigned_at is null and c.deleted_at is null and c.on_shelf
      order by l.elective_at desc, c.id desc
      limit ${limit} offset ${offset}`,
    studyCardShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0, todoNum: rows[0]?.todo_num ?? 0 };
}

/** Unfinished open courses anywhere in my study (the study tab's badge). */
export async function countCourseTodo(db: Db, actor: Actor): Promise<number> {
  const all = { assigned: true, added: true, elective: true };
  return (await pageOfMine(db, actor, all, { pageNo: 1, pageSize: 1 })).todoNum;
}
