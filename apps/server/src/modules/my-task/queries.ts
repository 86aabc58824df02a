// My Task's SQL, written once. The hot query (myCourseCatalog, myRequireCourse and the study badge): the
// learner's courses from learner_courses (schema/my-task.ts; kept by the triggers of migration 0008 in the
// transaction of every change that moves it), one row each, with the page, the total and the unfinished
// count in one round trip. It is a named prepared statement: PostgreSQL plans it once per connection instead
// of on every call, and it reads one index range, the learner's own rows, whatever the tenant's size.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { col, decodeRow, type RowOf } from '../../db/rows.ts';
import { cardShape } from '../course/queries.ts';

export type MyCoursesParams = {
  tenantId: string;
  userId: number;
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

const MY_COURSES = sql`(with listed as (
    select l.course_id,
      case when ${p('assigned')}::boolean and l.assigned_at is not null then 0 else 1 end as is_remove,
      greatest(case when ${p('assigned')}::boolean then l.assigned_at end,
        case when ${p('added')}::boolean then l.added_at end,
        case when ${p('elective')}::boolean then l.elective_at end) as joined_at,
      l.progress::int as progress,
      l.progress < 100 and (c.end_time is null or c.end_time >= now()) as todo
    from learner_courses l join courses c on c.id = l.course_id
    where l.tenant_id = ${p('tenantId')} and l.user_id = ${p('userId')}
      and ((${p('assigned')}::boolean and l.assigned_at is not null)
        or (${p('added')}::boolean and l.added_at is not null)
        or (${p('elective')}::boolean and l.elective_at is not null))
      and c.tenant_id = ${p('tenantId')} and c.deleted_at is null and c.on_shelf
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
