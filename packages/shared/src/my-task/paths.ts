// The My Task domain's API paths (SPEC §7 Study lists; the original client's src/api/myTask.js and
// learn.js): the course lists of the study tab, the badge counts (the exam badge is examPaths.examTodoNum),
// and adding to / removing from my study.
// Server routes, the web request layer, tests and bench use these; the web layer keeps the /api prefix.
const STUDY = '/api/manage/v1/study';
const MY_TASK = '/api/blade-margin/v1/myTask';
const HOME = '/api/manage/v1/web/index';

export const myTaskPaths = {
  /** GET: courseType 2 (studyType 0 list 1, 1 list 2) or 1 trainings; page, totalNum, todoNum. */
  myCourseCatalog: `${STUDY}/myCourseCatalog`,
  /** POST: the courses assigned to me. */
  myRequireCourse: `${STUDY}/myRequireCourse`,
  /** POST: list 2, the electives I started myself. */
  myElectiveCourse: `${STUDY}/myElectiveCourse`,
  /** GET: list 2 as the learning-resources page asks for it (the original learn.js). */
  getMyElectiveCourseList: `${STUDY}/getMyElectiveCourseList`,
  /** GET: the study tab's badge, a bare number. */
  studyTodoNum: `${STUDY}/studyTodoNum`,
  /** GET, POST or DELETE: `ids` comma list, `type` course | live | train. */
  remove: `${MY_TASK}/remove`,
  /** GET or POST: `ids` comma list, `type` course | live | train. */
  add: `${MY_TASK}/add`,
  /** GET: the home page's courses in progress (started, unfinished, still open), the latest studied first. */
  learnedCourses: `${HOME}/queryLearnedCourseList`,
  /** GET: the home page's personal figures; the study hours (points arrive with the achievements domain). */
  studyCredit: `${HOME}/queryCredit`,
} as const;
