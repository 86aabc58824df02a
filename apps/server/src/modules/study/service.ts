// My study (SPEC §2 My task, §7 Study lists): the courses in a learner's study — assigned ones (isRemove 0,
// through the user, their org unit or any parent unit, or their position) and self-added ones (isRemove 1)
// — the electives they started themselves, the unfinished count for the badge, and adding / removing.
import { sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type CardRow, cardColumns, cardJoins, selectRows } from '../course/card-query.ts';
import { assignedToViewer, type Learner, targetsViewer, visibleToViewer } from '../course/policy.ts';
import { selectMyCourses } from './my-courses-query.ts';

export type StudyCardRow = CardRow & { is_remove: 0 | 1; total_num: number; todo_num: number };
type Paging = { pageNo: number; pageSize: number };

/** Unfinished and still open: what the My Task badge counts. */
const TODO = sql`coalesce(r.progress, 0) < 100 and (c.end_time is null or c.end_time >= now())`;

type Lists = { assigned: boolean; added: boolean; elective: boolean };

/** A page of the learner's courses; a page past the end still answers the right totals. */
async function pageOfMine(db: Db, viewer: Learner, lists: Lists, paging: Paging) {
  const params = {
    tenantId: viewer.tenantId,
    userId: viewer.userId,
    orgId: viewer.orgId,
    positionId: viewer.positionId,
    ...lists,
    limit: paging.pageSize,
    offset: (paging.pageNo - 1) * paging.pageSize,
  };
  const rows: StudyCardRow[] = await selectMyCourses(db, params);
  if (rows.length > 0 || paging.pageNo === 1)
    return { rows, totalNum: rows[0]?.total_num ?? 0, todoNum: rows[0]?.todo_num ?? 0 };
  const [first] = await selectMyCourses(db, { ...params, limit: 1, offset: 0 });
  return { rows, totalNum: first?.total_num ?? 0, todoNum: first?.todo_num ?? 0 };
}

/** List 1: assigned courses (isRemove 0) first, then the ones I added (isRemove 1). */
export function listMyCourses(db: Db, viewer: Learner, paging: Paging) {
  return pageOfMine(db, viewer, { assigned: true, added: true, elective: false }, paging);
}

/** Assigned courses only (myRequireCourse). */
export function listMyRequiredCourses(db: Db, viewer: Learner, paging: Paging) {
  return pageOfMine(db, viewer, { assigned: true, added: false, elective: false }, paging);
}

/** List 2: electives I started on my own that nobody has assigned to me since. */
export async function listMyElectives(db: DbOrTx, viewer: Learner, paging: Paging) {
  const rows = await selectRows<StudyCardRow>(
    db,
    sql`select ${cardColumns}, 1 as is_remove, (count(*) over ())::int as total_num,
        (count(*) filter (where ${TODO}) over ())::int as todo_num
      from course_enrolments e join courses c on c.id = e.course_id ${cardJoins(viewer)}
      where e.tenant_id = ${viewer.tenantId} and e.user_id = ${viewer.userId} and e.kind = 'elective'
        and c.deleted_at is null and c.on_shelf and not ${assignedToViewer(viewer)}
      order by e.created_at desc, c.id desc
      limit ${paging.pageSize} offset ${(paging.pageNo - 1) * paging.pageSize}`,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0, todoNum: rows[0]?.todo_num ?? 0 };
}

/** Unfinished open courses anywhere in my study (the study tab's badge). */
export async function countStudyTodo(db: Db, viewer: Learner): Promise<number> {
  const all = { assigned: true, added: true, elective: true };
  return (await pageOfMine(db, viewer, all, { pageNo: 1, pageSize: 1 })).todoNum;
}

/** Removes self-enrolled courses; refuses the whole request when any of them is assigned to me. */
export async function removeCoursesFromStudy(db: DbOrTx, viewer: Learner, ids: number[]): Promise<number> {
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return db.transaction(async (tx) => {
    const assigned = await selectRows<{ course_id: number }>(
      tx,
      sql`select distinct a.course_id from course_assignments a
        where a.tenant_id = ${viewer.tenantId} and a.course_id in (${idList}) and ${targetsViewer('a', viewer)}`,
    );
    if (assigned.length > 0)
      throw new AppError('STUDY_ITEM_ASSIGNED', {
        response: { assignedIds: assigned.map((row) => row.course_id) },
      });
    const removed = await selectRows<{ course_id: number }>(
      tx,
      sql`delete from course_enrolments where tenant_id = ${viewer.tenantId} and user_id = ${viewer.userId}
        and course_id in (${idList}) returning course_id`,
    );
    return removed.length;
  });
}

/** Adds courses I can see to my study (list 1); an elective of mine moves there; assigned ones are there already. */
export async function addCoursesToStudy(db: DbOrTx, viewer: Learner, ids: number[]): Promise<number> {
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const visible = await selectRows<{ id: number; assigned: boolean }>(
    db,
    sql`select c.id, ${assignedToViewer(viewer)} as assigned from courses c
      where ${visibleToViewer(viewer)} and c.on_shelf and c.id in (${idList})`,
  );
  if (visible.length !== ids.length) throw new AppError('NOT_FOUND');
  const toAdd = visible.filter((course) => !course.assigned);
  if (toAdd.length === 0) return 0;
  const added = await selectRows<{ course_id: number }>(
    db,
    sql`insert into course_enrolments (tenant_id, user_id, course_id, kind)
      values ${sql.join(
        toAdd.map((course) => sql`(${viewer.tenantId}, ${viewer.userId}, ${course.id}, 'added')`),
        sql`, `,
      )}
      on conflict (user_id, course_id) do update set kind = 'added', created_at = now()
        where course_enrolments.kind <> 'added'
      returning course_id`,
  );
  return added.length;
}
