// The back office's course SQL, written once: a course row of the admin list (category, lecturer, author,
// chapter count, publish state) and the names of assignment / audience targets.
import { type SQL, sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';
import { epochMs } from './queries.ts';

export const adminCourseShape = {
  id: col.int,
  name: col.text,
  course_no: col.text,
  category_id: col.intOrNull,
  category_name: col.text,
  lecturer_id: col.intOrNull,
  teacher_name: col.text,
  knowledge_system_id: col.intOrNull,
  cover_url: col.text,
  credit_hours: col.num,
  points: col.int,
  published: col.bool,
  on_shelf: col.bool,
  chapter_num: col.int,
  study_num: col.int,
  creator_name: col.text,
  created_at: col.epochMs,
  updated_at: col.epochMs,
  introduction: col.text,
  audience: col.text,
};
export type AdminCourseRow = RowOf<typeof adminCourseShape>;

/** The admin row's columns over `c` courses. */
export const adminCourseColumns = sql`c.id, c.name, coalesce(c.course_no, '') as course_no, c.category_id,
  coalesce(cc.name, '') as category_name, c.lecturer_id, coalesce(lu.name, '') as teacher_name,
  c.knowledge_system_id, c.cover_url, c.credit_hours::float8 as credit_hours, c.points,
  (c.published_at is not null or c.on_shelf) as published, c.on_shelf,
  (select count(*)::int from course_chapters ch where ch.tenant_id = c.tenant_id and ch.course_id = c.id) as chapter_num,
  c.study_num, coalesce(cu.name, '') as creator_name, ${epochMs('c.created_at')} as created_at,
  ${epochMs('c.updated_at')} as updated_at, c.introduction, c.audience`;

export const adminCourseJoins = sql`left join course_categories cc on cc.id = c.category_id
  left join users lu on lu.id = c.lecturer_id
  left join users cu on cu.id = c.created_by`;

/** The display name of a target row (alias `t`: target_type, target_id). */
export function targetName(alias: string): SQL {
  const type = sql.raw(`${alias}.target_type`);
  const id = sql.raw(`${alias}.target_id`);
  return sql`coalesce(case ${type}
      when 'user' then (select u.name from users u where u.id = ${id})
      when 'org' then (select o.name from organisations o where o.id = ${id})
      when 'position' then (select p.name from positions p where p.id = ${id})
      when 'group' then (select g.name from user_groups g where g.id = ${id})
    end, '')`;
}
