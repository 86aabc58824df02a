// The course domain's SQL, written once: the course card's columns (SPEC §3 Course card) with their row
// shape, the joins they need, the course-access columns a single-course lookup adds, the knowledge-system
// subtree, a course's learners, and the LIKE pattern of a typed keyword.
import { type SQL, sql } from 'drizzle-orm';
import { usersTargetedBy } from '../../core/org-scope.ts';
import { col, type RowOf } from '../../db/rows.ts';

/** A timestamptz column as epoch milliseconds (float8, so both drivers hand back a plain number). */
export function epochMs(column: string): SQL {
  return sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
}

/** The card's row, decoded; `teacher_name` is the lecturer's name under the original client's word. */
export const cardShape = {
  id: col.int,
  name: col.text,
  cover_url: col.text,
  lecturer_id: col.intOrNull,
  teacher_name: col.text,
  study_num: col.int,
  progress: col.int,
  start_time: col.epochMsOrNull,
  end_time: col.epochMsOrNull,
  knowledge_system_id: col.intOrNull,
  knowledge_system_name: col.text,
  credit_hours: col.num,
  points: col.int,
  rating_count: col.int,
  rating_sum: col.int,
};
export type CardRow = RowOf<typeof cardShape>;

/** Card rows of a paged list carry the list's total. */
export const countedCardShape = { ...cardShape, total_num: col.int };

/** The card's columns; `c` courses, `lu` lecturer, `ks` knowledge system, `r` the viewer's record. */
export const cardColumns = sql`c.id, c.name, c.cover_url, c.lecturer_id,
  coalesce(lu.name, '') as teacher_name, c.study_num, coalesce(r.progress, 0)::int as progress,
  ${epochMs('c.start_time')} as start_time, ${epochMs('c.end_time')} as end_time,
  c.knowledge_system_id, coalesce(ks.name, '') as knowledge_system_name,
  c.credit_hours::float8 as credit_hours, c.points, c.rating_count, c.rating_sum`;

/** Joins for cardColumns; an anonymous viewer (userId null) has no record. */
export function cardJoins(userId: number | null): SQL {
  const record =
    userId === null
      ? sql`left join (select null::smallint as progress) r on true`
      : sql`left join course_study_records r on r.user_id = ${userId} and r.course_id = c.id`;
  return sql`left join users lu on lu.id = c.lecturer_id
    left join knowledge_systems ks on ks.id = c.knowledge_system_id
    ${record}`;
}

/** What a single-course lookup adds to the card: the page's fields and the facts the policy decides on. */
export const accessShape = {
  ...cardShape,
  introduction: col.text,
  pre_course_id: col.intOrNull,
  on_shelf: col.bool,
  audience_all: col.bool,
  teacher_avatar: col.text,
  assigned: col.bool,
  in_audience: col.bool,
  enrol_kind: col.textOrNull,
};
export type AccessRow = RowOf<typeof accessShape>;

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** SQL subquery `(select id …)`: a knowledge system and every system below it. */
export function knowledgeSubtree(tenantId: string, rootId: number): SQL {
  return sql`(with recursive tree as (
      select id from knowledge_systems where tenant_id = ${tenantId} and id = ${rootId}
      union all
      select k.id from knowledge_systems k join tree on k.parent_id = tree.id where k.tenant_id = ${tenantId}
    ) select id from tree)`;
}

/**
 * CTE `learner (user_id, is_required)`: every learner of a course, once — assigned (to them, an org unit
 * above them or their position: is_required 1), self-enrolled, or simply studying it.
 */
export function courseLearners(tenantId: string, courseId: number): SQL {
  const assignments = sql`(select target_type, target_id from course_assignments
    where tenant_id = ${tenantId} and course_id = ${courseId})`;
  return sql`with learners as (
      select id as user_id, 1 as is_required from ${usersTargetedBy(tenantId, assignments)} assigned
      union all
      select user_id, 0 from course_enrolments where tenant_id = ${tenantId} and course_id = ${courseId}
      union all
      select user_id, 0 from course_study_records where tenant_id = ${tenantId} and course_id = ${courseId}
    ), learner as (
      select user_id, max(is_required) as is_required from learners group by user_id
    )`;
}
