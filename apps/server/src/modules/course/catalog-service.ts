// The course centre (SPEC §7 getForegroundCourseList and friends): the visible catalogue with filters by
// knowledge system (with its sub-systems), lecturer, keyword and kind, and three sort orders; the home
// page's popular courses; the lecturer filter's choices; related courses for the detail page.
import {
  COURSE_RULES,
  CourseKind,
  CourseSort,
  type TForegroundCourseList,
  type THotCourseList,
  type TLecturerOptions,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor, Visitor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { requireVisibleCourse } from './course-service.ts';
import { courseVisibleTo, subjectOf } from './policy.ts';
import {
  type CardRow,
  cardColumns,
  cardJoins,
  cardShape,
  countedCardShape,
  knowledgeSubtree,
  likePattern,
} from './queries.ts';

const ORDER: Record<CourseSort, SQL> = {
  [CourseSort.newest]: sql`c.created_at desc, c.id desc`,
  [CourseSort.popular]: sql`c.study_num desc, c.id desc`,
  [CourseSort.rating]: sql`(c.rating_sum::float8 / nullif(c.rating_count, 0)) desc nulls last, c.rating_count desc, c.id desc`,
};

/** Every course of this catalogue is an online course: the face-to-face and live filters find none. */
function kindFilter(kind: CourseKind | undefined): SQL[] {
  return kind === undefined || kind === CourseKind.online ? [] : [sql`false`];
}

type CardPageQuery = { pageNo: number; pageSize: number; sort: CourseSort };

/** One page of the visible catalogue under `filters`, with the total. */
async function pageOfCards(db: DbOrTx, caller: Actor | Visitor, filters: SQL[], query: CardPageQuery) {
  const { limit, offset } = pageWindow(query);
  const where = sql.join([courseVisibleTo(caller), sql`c.on_shelf`, ...filters], sql` and `);
  const rows = await queryRows(
    db,
    sql`select ${cardColumns}, (count(*) over ())::int as total_num
      from courses c ${cardJoins(subjectOf(caller)?.userId ?? null)}
      where ${where}
      order by ${ORDER[query.sort]}
      limit ${limit} offset ${offset}`,
    countedCardShape,
  );
  // Only when a page past the end comes back empty does the total need a query of its own.
  const totalNum =
    rows[0]?.total_num ??
    (query.pageNo > 1
      ? ((await queryRow(db, sql`select count(*)::int as n from courses c where ${where}`, { n: col.int }))
          ?.n ?? 0)
      : 0);
  return { rows, totalNum };
}

export async function listForegroundCourses(db: DbOrTx, visitor: Visitor, query: TForegroundCourseList) {
  const filters = kindFilter(query.type);
  if (query.knowledgeSystemId !== undefined)
    filters.push(
      sql`c.knowledge_system_id in ${knowledgeSubtree(visitor.tenantId, query.knowledgeSystemId)}`,
    );
  if (query.teacherId !== undefined) filters.push(sql`c.lecturer_id = ${query.teacherId}`);
  if (query.keyword) filters.push(sql`c.name ilike ${likePattern(query.keyword)}`);
  return pageOfCards(db, visitor, filters, query);
}

/** `queryCourseList`: the home page's popular courses (most learners first). */
export async function listHotCourses(db: DbOrTx, actor: Actor, query: THotCourseList) {
  return pageOfCards(db, actor, kindFilter(query.type), { ...query, sort: CourseSort.popular });
}

const lecturerShape = { id: col.int, name: col.text };

/** Lecturers of the courses the caller can find (the lecturer filter's choices). */
export async function listCourseLecturers(db: DbOrTx, caller: Actor | Visitor) {
  return queryRows(
    db,
    sql`select distinct u.id, u.name from courses c join users u on u.id = c.lecturer_id
      where ${courseVisibleTo(caller)} and c.on_shelf order by u.name, u.id`,
    lecturerShape,
  );
}

/** `listTeacher`: the same choices paged and searched by name (lecturer categories are not kept). */
export async function listLecturerOptions(db: DbOrTx, actor: Actor, query: TLecturerOptions) {
  const { limit, offset } = pageWindow(query);
  const name = query.keyword ? sql`and u.name ilike ${likePattern(query.keyword)}` : sql``;
  const rows = await queryRows(
    db,
    sql`select u.id, u.name, (count(*) over ())::int as total_num from users u
      where u.tenant_id = ${actor.tenantId} ${name} and exists (select 1 from courses c
        where c.lecturer_id = u.id and ${courseVisibleTo(actor)} and c.on_shelf)
      order by u.name, u.id limit ${limit} offset ${offset}`,
    { ...lecturerShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** Courses like this one: same knowledge system first, then same lecturer, then the most studied. */
export async function listRelatedCourses(db: DbOrTx, actor: Actor, courseId: number): Promise<CardRow[]> {
  const access = await requireVisibleCourse(db, actor, courseId);
  // Never a bare `false`: PostgreSQL refuses a constant in ORDER BY (a course without lecturer had one).
  const sameSystem = sql`coalesce(c.knowledge_system_id = ${access.card.knowledge_system_id}::int, false)`;
  const sameLecturer = sql`coalesce(c.lecturer_id = ${access.lecturerId}::int, false)`;
  return queryRows(
    db,
    sql`select ${cardColumns} from courses c ${cardJoins(actor.userId)}
      where ${courseVisibleTo(actor)} and c.on_shelf and c.id <> ${courseId}
      order by (${sameSystem}) desc, (${sameLecturer}) desc, c.study_num desc, c.id desc
      limit ${COURSE_RULES.relatedCount}`,
    cardShape,
  );
}

const teachingShape = {
  lecturer_id: col.int,
  course_qty: col.int,
  study_nums: col.int,
  rating_sum: col.int,
  rating_count: col.int,
};

/** Per lecturer of `lecturerIds`: the courses on the shelf the caller can find, their learners and ratings
 * (the learner site's lecturer pages). A lecturer with none is absent. */
export async function lecturerTeachingStats(db: DbOrTx, caller: Actor | Visitor, lecturerIds: number[]) {
  if (lecturerIds.length === 0) return [];
  return queryRows(
    db,
    sql`select c.lecturer_id, count(*)::int as course_qty, coalesce(sum(c.study_num), 0)::int as study_nums,
        coalesce(sum(c.rating_sum), 0)::int as rating_sum, coalesce(sum(c.rating_count), 0)::int as rating_count
      from courses c
      where c.lecturer_id in (select jsonb_array_elements_text(${JSON.stringify(lecturerIds)}::jsonb)::int)
        and ${courseVisibleTo(caller)} and c.on_shelf
      group by c.lecturer_id`,
    teachingShape,
  );
}
