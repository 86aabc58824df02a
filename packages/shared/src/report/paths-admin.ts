// The back-office statistics calls (issue 20 items 9 and 10): the dashboard the original back office opens
// first (#/wel, src/views/report/index.vue) — its counts per area and the per-department analysis chart.
const COUNT = '/api/manage/v1/count';

export const reportPaths = {
  systemDashboard: `${COUNT}/system/dashboard`,
  systemMember: `${COUNT}/system/member`,
  systemLogin: `${COUNT}/system/login`,
  studyCourse: `${COUNT}/study/course`,
  studyLive: `${COUNT}/study/live`,
  studyPlan: `${COUNT}/study/plan`,
  studyTrain: `${COUNT}/study/train`,
  studyExam: `${COUNT}/study/exam`,
  analysis: `${COUNT}/analysis`,
  /** The per-person study statistics (src/views/report/learningStatistics/personal.vue, first tab). */
  studyUserList: `${COUNT}/study/user/list`,
  studyUserExport: `${COUNT}/study/user/export`,
  /** The per-department study statistics (learningStatistics/department.vue, first tab). */
  studyDeptList: `${COUNT}/study/dept/list`,
  studyDeptExport: `${COUNT}/study/dept/export`,
} as const;
