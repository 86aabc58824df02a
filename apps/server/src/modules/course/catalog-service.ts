// The course centre (SPEC §7 getForegroundCourseList and friends): the visible catalogue with filters by
// knowledge system (with its sub-systems), lecturer and keyword and three sort orders; the lecturer and
// knowledge-system choices for the filters; related courses for the detail page.
import { COURSE_RULES, CourseSort, type TForegroundCourseList } from '@elearning/shared';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { knowledgeSystems } from '../../db/schema/index.ts';
import { type CardRow, cardColumns, cardJoins, selectRows } from './card-query.ts';
import { requireVisibleCourse } from './course-service.ts';
import { type Viewer, visibleToViewer } from './policy.ts';

type CountedRow = CardRow & { total_num: number };

const ORDER: Record<CourseSort, SQL> = {
  [CourseSort.newest]: sql`c.created_at desc, c.id desc`,
  [CourseSort.popular]: sql`c.study_num desc, c.id desc`,
  [CourseSort.rating]: sql`(c.rating_sum::float8 / nullif(c.rating_count, 0)) desc nulls last, c.rating_count desc, c.id desc`,
};

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function knowledgeSubtree(tenantId: string, rootId: number): SQL {
  return sql`(with recursive tree as (
      select id from knowledge_systems where tenant_id = ${tenantId} and id = ${rootId}
      union all
      select k.id from knowledge_systems k join tree on k.parent_id = tree.id where k.tenant_id = ${tenantId}
    ) select id from tree)`;
}

export async function listForegroundCourses(db: DbOrTx, viewer: Viewer, query: TForegroundCourseList) {
  const filters: SQL[] = [visibleToViewer(viewer), sql`c.on_shelf`];
  if (query.knowledgeSystemId !== undefined)
    filters.push(sql`c.knowledge_system_id in ${knowledgeSubtree(viewer.tenantId, query.knowledgeSystemId)}`);
  if (query.teacherId !== undefined) filters.push(sql`c.lecturer_id = ${query.teacherId}`);
  if (query.keyword) filters.push(sql`c.name ilike ${likePattern(query.keyword)}`);
  const rows = await selectRows<CountedRow>(
    db,
    sql`select ${cardColumns}, (count(*) over ())::int as total_num
      from courses c ${cardJoins(viewer)}
      where ${sql.join(filters, sql` and `)}
      order by ${ORDER[query.sort]}
      limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
  );
  const totalNum = rows[0]?.total_num ?? (query.pageNo > 1 ? await countVisible(db, filters) : 0);
  return { rows, totalNum };
}

/** Only when a page past the end comes back empty: the total still has to be right. */
async function countVisible(db: DbOrTx, filters: SQL[]): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from courses c where ${sql.join(filters, sql` and `)}`,
  );
  return row?.n ?? 0;
}

/** Lecturers of the courses the viewer can find (the lecturer filter's choices). */
export async function listCourseLecturers(db: DbOrTx, viewer: Viewer) {
  return selectRows<{ id: number; name: string }>(
    db,
    sql`select distinct u.id, u.name from courses c join users u on u.id = c.lecturer_id
      where ${visibleToViewer(viewer)} and c.on_shelf order by u.name, u.id`,
  );
}

export type KnowledgeNode = { id: number; name: string; parentId: number | null; children: KnowledgeNode[] };

export async function listKnowledgeTree(db: DbOrTx, tenantId: string): Promise<KnowledgeNode[]> {
  const rows = await db
    .select({ id: knowledgeSystems.id, name: knowledgeSystems.name, parentId: knowledgeSystems.parentId })
    .from(knowledgeSystems)
    .where(eq(knowledgeSystems.tenantId, tenantId))
    .orderBy(asc(knowledgeSystems.sort), asc(knowledgeSystems.id));
  const nodes = new Map<number, KnowledgeNode>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: KnowledgeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Courses like this one: same knowledge system first, then same lecturer, then the most studied. */
export async function listRelatedCourses(db: DbOrTx, viewer: Viewer, courseId: number): Promise<CardRow[]> {
  const access = await requireVisibleCourse(db, viewer, courseId);
  const sameSystem =
    access.card.knowledge_system_id === null
      ? sql`false`
      : sql`c.knowledge_system_id = ${access.card.knowledge_system_id}`;
  const sameLecturer = access.lecturerId === null ? sql`false` : sql`c.lecturer_id = ${access.lecturerId}`;
  return selectRows<CardRow>(
    db,
    sql`select ${cardColumns} from courses c ${cardJoins(viewer)}
      where ${visibleToViewer(viewer)} and c.on_shelf and c.id <> ${courseId}
      order by (${sameSystem}) desc, (${sameLecturer}) desc, c.study_num desc, c.id desc
      limit ${COURSE_RULES.relatedCount}`,
  );
}
