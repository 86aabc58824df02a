// API paths of the personal centre (SPEC §2 /personal/personal, /my/info), written once. The original
// learner client's paths keep their spelling (`tutorManage`, `evaluateStudent`); the few calls the original
// client lacks (the list of my files, a tutor's own apprentices) sit next to them in the same style.
const CENTER = '/api/manage/v1/personal/center';
const TUTOR = '/api/blade-manage/v1/tutorManage';

export const personalPaths = {
  /** GET the banner and settings profile; POST saves e-mail, sex and avatar. */
  userInfo: `${CENTER}/userInfo`,
  password: `${CENTER}/password`,
  courseList: `${CENTER}/courseList`,
  examList: `${CENTER}/examList`,
  /** Everything I uploaded (not in the original client). */
  fileList: `${CENTER}/fileList`,
  noteCourses: '/api/manage/v1/web/course/getNoteCourseList',
  myTutors: `${TUTOR}/foreGround/myTutorList`,
  evaluateTutor: `${TUTOR}/foreGround/evaluationTutor`,
  /** A tutor's own apprentices (not in the original client, which reused the back office's list). */
  myApprentices: `${TUTOR}/foreGround/myApprenticeList`,
  evaluateApprentice: `${TUTOR}/evaluateStudent`,
} as const;
