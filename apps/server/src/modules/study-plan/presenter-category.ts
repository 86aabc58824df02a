// Study-plan categories as the original pages read them: the tree (id, idStr, parentIdStr, status '1'
// enabled / '0' disabled, children), the grouped column ({group, son} with idStr, parentStr, count), the
// elective view log and the exams of a course. With a filter, the tree keeps matches with their ancestors.
import type { TPlanCategoryNode, TPlanCourseExam, TPlanElectiveLog } from '@elearning/shared';
import type { CategoryColumnRow, CategoryRow } from '../../core/category-tree.ts';
import { categoryColumnEntry, categoryNodes } from '../../core/category-tree-nodes.ts';
import type { listCourseExams, listElectiveLog } from './elective-log-service.ts';

/** The tree with each category's plan count; with a filter, the matches and their ancestors. */
export const presentCategoryTree = (
  rows: readonly CategoryRow[],
  matches: Set<number> | null,
): TPlanCategoryNode[] => categoryNodes(rows, matches, (row) => ({ planNum: row.item_num }));

export function presentCatalogColumn(column: { group: CategoryColumnRow[]; son: CategoryColumnRow[] }) {
  return { group: column.group.map(categoryColumnEntry), son: column.son.map(categoryColumnEntry) };
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
