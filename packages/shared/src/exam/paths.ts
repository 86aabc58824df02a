// The exam domain's API paths, written once: the server registers them, the web app, tests, bench and
// browser specs call them. The learner's calls are where the original client calls them; the lecturer's
// keep the original `teacher` spelling.
const CENTER = '/api/manage/v1/exam/center';
const LECTURER = '/api/manage/v1/web/teacher';

export const examPaths = {
  /** Public exam center list (anonymous callers; a token is used when sent). */
  openingExamList: '/api/manage/external/opening/v1/exam/center/examList',
  /** The same list for signed-in callers (the original client's path). */
  examList: `${CENTER}/examList`,
  examTodoNum: '/api/manage/v1/study/examTodoNum',
  batchList: '/api/manage/v1/exam/batch/list',
  viewExamInfo: `${CENTER}/viewExamInfo`,
  examSessionList: `${CENTER}/examSessionList`,
  joinExam: `${CENTER}/joinExam`,
  takeExam: `${CENTER}/takeExam`,
  saveDraft: `${CENTER}/saveDraft`,
  openQuestion: `${CENTER}/openQuestion`,
  submitPaper: `${CENTER}/submitPaper`,
  viewAnswer: `${CENTER}/viewAnswer`,
  viewAnswerEachSession: `${CENTER}/viewAnswerEachSession`,
  centerToken: `${CENTER}/token`,
  wrongList: '/api/manage/v1/exam/wrong/list',
  wrongDetail: '/api/manage/v1/exam/wrong/detail',
  wrongPractice: '/api/manage/v1/exam/wrong/practice',
  lecturerExamList: `${LECTURER}/queryExamList`,
  lecturerExamDetail: `${LECTURER}/getExamDetail`,
  examSituationList: `${LECTURER}/getExamSituationList`,
  examineeList: `${LECTURER}/getExamineeList`,
  markingDetail: `${LECTURER}/exam/markingDetail`,
  manualScoring: `${LECTURER}/exam/manualScoring`,
} as const;

export type ExamPath = (typeof examPaths)[keyof typeof examPaths];
