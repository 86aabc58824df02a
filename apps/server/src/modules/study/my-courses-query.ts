// The hot query of My Task (myCourseCatalog, also myRequireCourse and the study badge): the learner's
// courses — assigned through the user, each org unit up their chain, or their position; and enrolments of
// the chosen kinds — one row each, with the page, the total and the unfinished count in one round trip.
// It is a named prepared statement: PostgreSQL plans it once per connection instead of on every call
// (planning cost more than running it), and every branch is an index lookup on the learner's own rows.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type MyCoursesParams = {
  tenantId: string;
  userId: number;
  orgId: number | null;
  positionId: number | null;
  assigned: boolean;
  added: boolean;
  elective: boolean;
  limit: number;
  offset: number;
};

const p = (name: keyof MyCoursesParams) => sql.placeholder(name);

const MY_COURSES = sql`(with recursive chain as (
    select o.id, o.parent_id from organisations o where o.tenant_id = ${p('tenantId')} and o.id = ${p('orgId')}
    union all
    select o.id, o.parent_id from organisations o join chain on o.id = chain.parent_id
    where o.tenant_id = ${p('tenantId')}
  ), mine as (
    select m.course_id, min(m.removable) as is_remove, max(m.joined_at) as joined_at from (
      select a.course_id, 0 as removable, a.created_at as joined_at from course_assignments a
        where ${p('assigned')}::boolean and a.tenant_id = ${p('tenantId')} and a.target_type = 'user'
          and a.target_id = ${p('userId')}
      union all
      -- An array of the chain's few ids lets the index look each one up instead of scanning every org row.
      select a.course_id, 0, a.created_at from course_assignments a
        where ${p('assigned')}::boolean and a.tenant_id = ${p('tenantId')} and a.target_type = 'org'
          and a.target_id = any (array(select id from chain))
      union all
      select a.course_id, 0, a.created_at from course_assignments a
        where ${p('assigned')}::boolean and a.tenant_id = ${p('tenantId')} and a.target_type = 'position'
          and a.target_id = ${p('positionId')}
      union all
      select e.course_id, 1, e.created_at from course_enrolments e
        where e.tenant_id = ${p('tenantId')} and e.user_id = ${p('userId')}
          and ((e.kind = 'added' and ${p('added')}::boolean) or (e.kind = 'elective' and ${p('elective')}::boolean))
    ) m group by m.course_id
  ), listed as (
    select mine.course_id, mine.is_remove, mine.joined_at, coalesce(r.progress, 0)::int as progress,
      coalesce(r.progress, 0) < 100 and (c.end_time is null or c.end_time >= now()) as todo
    from mine join courses c on c.id = mine.course_id
    left join course_study_records r on r.user_id = ${p('userId')} and r.course_id = mine.course_id
    where c.tenant_id = ${p('tenantId')} and c.deleted_at is null and c.on_shelf
  ), page as (
    select l.*, (count(*) over ())::int as total_num, (count(*) filter (where l.todo) over ())::int as todo_num
    from listed l order by l.is_remove, l.joined_at desc, l.course_id desc
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

const column = <T>(name: string) => sql<T>`${sql.raw(`q.${name}`)}`;

function prepare(db: Db) {
  return db
    .select({
      id: column<number>('id'),
      name: column<string>('name'),
      cover_url: column<string>('cover_url'),
      lecturer_id: column<number | null>('lecturer_id'),
      teacher_name: column<string>('teacher_name'),
      study_num: column<number>('study_num'),
      progress: column<number>('progress'),
      start_time: column<number | null>('start_time'),
      end_time: column<number | null>('end_time'),
      knowledge_system_id: column<number | null>('knowledge_system_id'),
      knowledge_system_name: column<string>('knowledge_system_name'),
      credit_hours: column<number>('credit_hours'),
      points: column<number>('points'),
      rating_count: column<number>('rating_count'),
      rating_sum: column<number>('rating_sum'),
      is_remove: column<0 | 1>('is_remove'),
      total_num: column<number>('total_num'),
      todo_num: column<number>('todo_num'),
    })
    .from(MY_COURSES)
    .orderBy(sql`q.position`)
    .prepare('my_courses_page');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/** One page of the learner's courses with the list's total and unfinished count. */
export function selectMyCourses(db: Db, params: MyCoursesParams) {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  return query.execute(params);
}
