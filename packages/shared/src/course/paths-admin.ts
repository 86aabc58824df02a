// The course domain's back-office API paths: the original back office's spelling (admin-calls.json, area
// `course` and `course-report`) where it has the call, ours (marked) where it has none. Some original
// paths are shared with the lecturer tab and the learner pages (coursePaths): one route serves both.
import { coursePaths } from './paths.ts';

const SPEC = '/api/manage/v1/course';
const CENTER = '/api/manage/v1/web/coursecenter';

export const courseAdminPaths = {
  // Category tree (the original calls categories a `catalog`). The list is getCatalog without a courseId.
  categories: coursePaths.getCatalog,
  addCategory: `${SPEC}/addCatalog`,
  editCategory: `${SPEC}/editCatalog`,
  deleteCategory: `${SPEC}/delCatalog`,
  categoryStatus: `${SPEC}/updateStatus`,
  categorySort: `${SPEC}/updateCatalogSort`,

  // Courses
  courseList: `${SPEC}/getCourseList`,
  exportCourseList: `${SPEC}/getCourseList/export`,
  addCourse: `${SPEC}/addCourse`,
  editCourse: `${SPEC}/editCourseInfo`,
  /** Ours: the editor's full course (the original reads getCourse, which our learner pages answer). */
  courseDetail: `${SPEC}/admin/getCourse`,
  repeatCourseNo: `${SPEC}/hasRepeatCourseNo`,
  lecturerOptions: '/api/manage/v1/teacher/listTeacherComboBox',
  creatorOptions: `${SPEC}/getCourseInfoUserList`,
  /** Ours: chapters in a new order (an ordered id list). */
  chapterSort: `${SPEC}/updateChapterSort`,
  /** Ours: a draft copy of a course with its chapters. */
  copyCourse: `${SPEC}/copyCourse`,
  putaway: coursePaths.putaway,
  deleteCheck: coursePaths.deleteCheck,
  deleteCourse: coursePaths.deleteCourse,

  // t6 import (the spreadsheet module's upload and error file)
  importCourses: `${SPEC}/import`,
  importErrors: `${SPEC}/exportErrFile`,

  // Required assignment (ours: the original assigns through learning plans)
  assignments: `${SPEC}/assign/list`,
  assign: `${SPEC}/assign/save`,
  unassign: `${SPEC}/assign/remove`,

  // Study reports
  studyList: coursePaths.studyList,
  exportStudyList: coursePaths.exportStudyList,
  reportList: `${CENTER}/queryCourseCountList`,
  /** Ours: the report list as .xlsx. */
  exportReportList: `${CENTER}/queryCourseCountList/export`,
  reportLearners: `${CENTER}/queryCourseCountStudentList`,
} as const;

export type CourseAdminPath = (typeof courseAdminPaths)[keyof typeof courseAdminPaths];
