// My Task's SQL, written once. The hot query (myCourseCatalog, myRequireCourse and the study badge): the
// learner's courses — assigned through the user, each org unit up their chain, their position or a user
// group they are in; and
// enrolments of the chosen kinds — one row each, with the page, the total and the unfinished count in one
// round trip. It is a named prepared statement: PostgreSQL plans it once per connection instead of on every
// call (planning cost more than running it), and every branch is an index lookup on the learner's own rows.
// The org chain comes in as a parameter (core/org-scope's cached orgLineOf), so the statement stays one
// plan and `target_id = any($orgLine)` is one index probe per unit; org-scope's SQL chain could not be used
// here because a prepared statement takes placeholders, not the values orgChainUp interpolates.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { col, decodeRow, type RowOf } from '../../db/rows.ts';
import { cardShape } from '../course/queries.ts';

export type MyCoursesParams = {
  tenantId: string;
  userId: number;
  /** The learner's org unit and every unit above it (orgLineOf); empty without a unit. */
  orgLine: number[];
  positionId: number | null;
  assigned: boolean;
  added: boolean;
  elective: boolean;
  /** Only unfinished open courses (the home page's "my tasks"). */
  todoOnly: boolean;
  limit: number;
  offset: number;
};

/** Unfinished and still open, over `c` courses and `r` the learner's record: what the badges count. */
export const TODO_CONDITION = sql`coalesce(r.progress, 0) < 100 and (c.end_time is null or c.end_time >= now())`;

/** A course card as My Task lists answer it: the card's columns plus isRemove and the list's totals. */
export const studyCardShape = {
  ...cardShape,
  /** 0 assigned (cannot be removed), 1 my own choice. */
  is_remove: col.int,
  total_num: col.int,
  todo_num: col.int,
};
export type StudyCardRow = RowOf<typeof studyCardShape>;

const p = (name: keyof MyCoursesParams) => sql.placeholder(name);

const MY_COURSES = sql`(with mine as (
    select m.course_id, min(m.removable) as is_remove, max(m.joined_at) as joined_at from (
      select a.course_id, 0 as removable, a.created_at as joined_at from course_assignments a
        where ${p('assigned')}::boolean and a.tenant_id = ${p('tenantId')} and a.target_type = 'user'
          and a.target_id = ${p('userId')}
      union all
      -- An array of the chain's few ids lets the index look each one up instead of scanning every org row.
      select a.course_id, 0, a.created_at from course_assignments a
        where ${p('assigned')}::boolean and a.tenant_id = ${p('tenantId')} and a.target_type = 'org'
          and a.target_id = any (${p('orgLine')}::int[])
      union all
      select a.course_id, 0, a.created_at from course_assignments a
        where ${p('assigned')}::boolean and a.tenant_id = ${p('tenantId')} and a.target_type = 'position'
          and a.target_id = ${p('positionId')}
      union all
      select a.course_id, 0, a.created_at from course_assignments a
        where ${p('assigned')}::boolean and a.tenant_id = ${p('tenantId')} and a.target_type = 'group'
          and a.target_id in (select gm.group_id from user_group_members gm
            where gm.tenant_id = ${p('tenantId')} and gm.user_id = ${p('userId')})
      union all
      select e.course_id, 1, e.created_at from course_enrolments e
        where e.tenant_id = ${p('tenantId')} and e.user_id = ${p('userId')}
          and ((e.kind = 'added' and ${p('added')}::boolean) or (e.kind = 'elective' and ${p('elective')}::boolean))
    ) m group by m.course_id
  ), listed as (
    select mine.course_id, mine.is_remove, mine.joined_at, coalesce(r.progress, 0)::int as progress,
      ${TODO_CONDITION} as todo
    from mine join courses c on c.id = mine.course_id
    left join course_study_records r on r.user_id = ${p('userId')} and r.course_id = mine.course_id
    where c.tenant_id = ${p('tenantId')} and c.deleted_at is null and c.on_shelf
  ), page as (
    select l.*, (count(*) over ())::int as total_num, (count(*) filter (where l.todo) over ())::int as todo_num
    from listed l where l.todo or not ${p('todoOnly')}::boolean
    order by l.is_remove, l.joined_at desc, l.course_id desc
    limit ${p('limit')} offset ${p('offset')}
  )
  select c.id, c.name, c.cover_url, c.lecturer_id, coalesce(lu.name, '') as teacher_name, c.study_num,
    page.progress, (extract(epoch from c.start_time) * 1000)::float8 as start_time,
    (extract(epoch from c.end_time) * 1000)::float8 as end_time, c.knowledge_system_id,
    coalesce(ks.name, '') as knowledge_system_name, c.credit_hours::float8 as credit_hours, c.points,
    c.rating_count, c.rating_sum, page.is_remove, page.total_num, page.todo_num,
    row_number() over (order by page.is_remove, page.joined_at desc, page.course_id desc) as position
  from page join courses c on c.id = page.course_id
  left join users lu on lu.id = c.lecturer_id
  left join knowledge_systems ks on ks.id = c.knowledge_system_id) q`;

/** Every column of `q` by its shape name; rows are decoded by the shape, so a renamed column fails loudly. */
const selection: Record<string, SQL<unknown>> = Object.fromEntries(
  Object.keys(studyCardShape).map((name) => [name, sql`${sql.raw(`q.${name}`)}`]),
);

function prepare(db: Db) {
  return db.select(selection).from(MY_COURSES).orderBy(sql`q.position`).prepare('my_courses_page');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/** One page of the learner's courses with the list's total and unfinished count. */
export async function selectMyCourses(db: Db, params: MyCoursesParams): Promise<StudyCardRow[]> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const rows = await query.execute(params);
  return rows.map((row) => decodeRow(row, studyCardShape));
}
