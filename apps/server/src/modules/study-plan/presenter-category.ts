// Study-plan categories as the original pages read them: the tree (id, idStr, parentIdStr, status '1'
// enabled / '0' disabled, children), the grouped column ({group, son} with idStr, parentStr, count), the
// elective view log and the exams of a course. With a filter, the tree keeps matches with their ancestors.
import type { TPlanCategoryNode, TPlanCourseExam, TPlanElectiveLog } from '@elearning/shared';
import type { listCatalogColumn } from './catalog-column-service.ts';
import type { CategoryRow } from './category-service.ts';
import type { listCourseExams, listElectiveLog } from './elective-log-service.ts';

export function presentCategoryTree(rows: readonly CategoryRow[], matches: Set<number> | null) {
  const nodes = new Map<number, TPlanCategoryNode>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        idStr: String(row.id),
        parentId: row.parent_id,
        parentIdStr: row.parent_id === null ? '0' : String(row.parent_id),
        name: row.name,
        sort: row.sort,
        status: row.enabled ? '1' : '0',
        orgIds: row.org_ids,
        orgScopeName: row.org_scope_name,
        creatorId: row.creator_id,
        creatorName: row.creator_name,
        updateTime: row.updated_at,
        planNum: row.plan_num,
      },
    ]),
  );
  let keep: Set<number> | null = null;
  if (matches) {
    keep = new Set();
    for (const id of matches)
      for (let at: number | null = id; at !== null && !keep.has(at); at = nodes.get(at)?.parentId ?? null)
        keep.add(at);
  }
  const roots: TPlanCategoryNode[] = [];
  for (const node of nodes.values()) {
    if (keep && !keep.has(node.id)) continue;
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent && (!keep || keep.has(parent.id))) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

type ColumnRow = Awaited<ReturnType<typeof listCatalogColumn>>['group'][number];
const columnEntry = (row: ColumnRow) => ({
  id: row.id,
  idStr: String(row.id),
  parentStr: row.parent_id === null ? '0' : String(row.parent_id),
  name: row.name,
  count: row.count,
});
export function presentCatalogColumn(column: Awaited<ReturnType<typeof listCatalogColumn>>) {
  return { group: column.group.map(columnEntry), son: column.son.map(columnEntry) };
}

export function presentElectiveLog(
  row: Awaited<ReturnType<typeof listElectiveLog>>['rows'][number],
): TPlanElectiveLog {
  return {
    id: row.id,
    courseId: row.course_id,
    courseNo: row.course_no,
    courseName: row.course_name,
    userId: row.user_id,
    workNo: row.work_no,
    userName: row.user_name,
    department: row.department,
    createTime: row.created_at,
  };
}

export function presentCourseExam(row: Awaited<ReturnType<typeof listCourseExams>>[number]): TPlanCourseExam {
  return {
    examId: row.id,
    examName: row.name,
    passScore: row.pass_score,
    totalScore: row.total_score,
    published: row.published,
  };
}
