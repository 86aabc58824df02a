// Replies of course authoring in the back office: the category tree, admin course rows and the editor's
// course, assignments and report rows — typed by the shared reply types the admin pages read.
import {
  ChapterType,
  type TAdminCourseDetail,
  type TAdminCourseRow,
  TargetKind,
  type TCategoryNode,
  type TCourseAssignment,
  type TCourseReportRow,
} from '@elearning/shared';
import type { CategoryRow } from './admin-category-service.ts';
import type { AdminCourse } from './admin-course-service.ts';
import type { AdminCourseRow } from './admin-queries.ts';
import type { CourseReportRow } from './admin-report-service.ts';

/** The flat rows as a tree; a row whose parent the caller cannot see becomes a root. */
export function presentCategoryTree(rows: CategoryRow[]): TCategoryNode[] {
  const nodes = new Map<number, TCategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      parentId: row.parent_id ?? 0,
      name: row.name,
      sort: row.sort,
      status: row.enabled ? 1 : 0,
      orgIds: row.org_ids,
      orgNames: row.org_names,
      courseNum: row.course_num,
      children: [],
    });
  }
  const roots: TCategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

const CHAPTER_TYPES: readonly ChapterType[] = Object.values(ChapterType);
const asChapterType = (type: number): ChapterType =>
  CHAPTER_TYPES.find((known) => known === type) ?? ChapterType.article;

const TARGET_KINDS: readonly TargetKind[] = Object.values(TargetKind);
const asTarget = (type: string): TargetKind => TARGET_KINDS.find((kind) => kind === type) ?? TargetKind.user;

export function presentAdminCourse(row: AdminCourseRow): TAdminCourseRow {
  return {
    id: row.id,
    courseId: row.id,
    name: row.name,
    courseNo: row.course_no,
    catalogId: row.category_id,
    catalogName: row.category_name,
    teacherId: row.lecturer_id,
    teacherName: row.teacher_name,
    coverUrl: row.cover_url,
    creditHours: row.credit_hours,
    points: row.points,
    status: row.published ? 1 : 2,
    isPutaway: row.on_shelf ? 1 : 0,
    chapterNum: row.chapter_num,
    studyNum: row.study_num,
    creatorName: row.creator_name,
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

export function presentAdminCourseDetail({ course, audiences, chapters }: AdminCourse): TAdminCourseDetail {
  return {
    ...presentAdminCourse(course),
    categoryId: course.category_id,
    lecturerId: course.lecturer_id,
    knowledgeSystemId: course.knowledge_system_id,
    introduction: course.introduction,
    audience: course.audience === 'limited' ? 'limited' : 'all',
    audiences: audiences.map((row) => ({
      type: asTarget(row.target_type),
      id: row.target_id,
      name: row.name,
    })),
    chapters: chapters.map((row) => ({
      id: row.id,
      name: row.name,
      type: asChapterType(row.type),
      sort: row.sort,
      content: row.content,
      fileId: row.file_id ?? '',
      fileName: row.file_name,
      fileSize: row.file_size,
      videoId: row.video_id ?? '',
      linkUrl: row.link_url,
      durationSeconds: row.duration_seconds,
    })),
  };
}

type AssignmentRow = {
  id: number;
  target_type: string;
  target_id: number;
  target_name: string;
  deadline: number | null;
  created_at: number;
  learner_num: number;
};

export function presentAssignment(row: AssignmentRow): TCourseAssignment {
  return {
    id: row.id,
    type: asTarget(row.target_type),
    targetId: row.target_id,
    targetName: row.target_name,
    deadline: row.deadline,
    learnerNum: row.learner_num,
    createTime: row.created_at,
  };
}

export function presentReportRow(row: CourseReportRow): TCourseReportRow {
  return {
    courseId: row.course_id,
    courseName: row.course_name,
    catalogName: row.category_name,
    teacherName: row.teacher_name,
    learnerNum: row.learner_num,
    startedNum: row.started_num,
    finishedNum: row.finished_num,
    completionRate: row.learner_num === 0 ? 0 : Math.floor((row.finished_num * 100) / row.learner_num),
    averageProgress: row.average_progress,
    studySeconds: row.study_seconds,
  };
}
