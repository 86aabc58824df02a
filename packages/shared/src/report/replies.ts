// Reply shapes of the dashboard calls, field for field what the original back office reads: it writes every
// key of a reply into its own table of figures, so a reply carries exactly these keys.
export type TSystemDashboardReply = {
  orgNum: number;
  positionNum: number;
  roleNum: number;
  managerNum: number;
};
export type TSystemMemberReply = { userNum: number; teacherNum: number };
export type TSystemLoginReply = { loginUsers: number; loginTimes: number };
export type TStudyCourseReply = { courseNum: number; studentNum: number; allTime: number; avgTime: number };
export type TStudyLiveReply = { liveTimes: number; playerTimes: number };
export type TStudyPlanReply = { compulsoryNum: number; compulsoryStudents: number; compulsoryTime: number };
export type TStudyTrainReply = {
  trainNum: number;
  trainStudents: number;
  trainTime: number;
  trainPass: number;
};
export type TStudyExamReply = { examNum: number; examStudents: number; examTimes: number; passRate: number };
/** One bar (and, for exams, one line point) per department: the top units under the chosen one. */
export type TAnalysisReply = { dept: string[]; joinNum: number[]; passNum: number[]; passRate: number[] };
