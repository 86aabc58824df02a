// Reply types of course authoring in the back office: what the presenters return and the admin pages read.
// Field names the original back office reads keep its spelling (catalogId, teacherName, isPutaway).
import type { ChapterType } from './enums.ts';
import type { TargetKind } from './schemas-admin.ts';

export type TCategoryNode = {
  id: number;
  parentId: number;
  name: string;
  sort: number;
  /** 1 enabled, 0 disabled. */
  status: 0 | 1;
  orgIds: number[];
  orgNames: string[];
  courseNum: number;
  children: TCategoryNode[];
};

export type TAdminCourseRow = {
  id: number;
  courseId: number;
  name: string;
  courseNo: string;
  catalogId: number | null;
  catalogName: string;
  teacherId: number | null;
  teacherName: string;
  coverUrl: string;
  creditHours: number;
  points: number;
  /** 1 published, 2 draft. */
  status: 1 | 2;
  /** 1 on the shelf, 0 off. */
  isPutaway: 0 | 1;
  chapterNum: number;
  studyNum: number;
  creatorName: string;
  createTime: number;
  updateTime: number;
};

export type TAdminChapter = {
  id: number;
  name: string;
  type: ChapterType;
  sort: number;
  content: string;
  fileId: string;
  fileName: string;
  fileSize: number;
  videoId: string;
  linkUrl: string;
  durationSeconds: number;
};

export type TAdminTarget = { type: TargetKind; id: number; name: string };

export type TAdminCourseDetail = TAdminCourseRow & {
  categoryId: number | null;
  lecturerId: number | null;
  knowledgeSystemId: number | null;
  introduction: string;
  audience: 'all' | 'limited';
  audiences: TAdminTarget[];
  chapters: TAdminChapter[];
};

export type TCourseAssignment = {
  id: number;
  type: TargetKind;
  targetId: number;
  targetName: string;
  /** Epoch ms, or null without a deadline. */
  deadline: number | null;
  learnerNum: number;
  createTime: number;
};

export type TCourseReportRow = {
  courseId: number;
  courseName: string;
  catalogName: string;
  teacherName: string;
  learnerNum: number;
  startedNum: number;
  finishedNum: number;
  /** Whole percent of learners who finished. */
  completionRate: number;
  averageProgress: number;
  /** Total study time of all learners, seconds. */
  studySeconds: number;
};

export type TAdminOption = { id: number; name: string };
