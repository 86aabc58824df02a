// API paths of the homework domain (SPEC §7 Coursework; the original client's src/api/myTask.js, course.js
// and lecturerTask.js), plus the calls of our own for submitting text with files and for the lecturer's review.
const STUDY = '/api/manage/v1/study';
const WORK = `${STUDY}/coursework`;
const COURSECENTER = '/api/manage/v1/web/coursecenter/coursework';
const PLAN = '/api/blade-manage/v1/study/plan/course';

export const homeworkPaths = {
  /** GET: the homework tab's badge, a bare number (open work: not submitted or returned, not overdue). */
  todoNum: `${STUDY}/courseworkTodoNum`,
  /** POST {pageNo, pageSize, sourse}: cards of course homework (sourse overrides). */
  requiredWorkList: `${WORK}/requiredWorkList`,
  /** POST: cards of training homework. */
  trainWorkList: `${WORK}/trainWorkList`,
  /** POST: cards of study-plan homework (the original's third tab). */
  electiveWorkList: `${WORK}/electiveWorkList`,
  /** GET {id}: the source (course / training / plan) of a card with its assignments and my submissions. */
  studyWorkDetail: `${WORK}/studyWorkDetail`,
  trainWorkDetail: `${WORK}/trainWorkDetail`,
  electiveWorkDetail: `${WORK}/electiveWorkDetail`,
  /** GET {trainId, courseId}: the training's work groups with attachments. */
  trainWork: '/api/manage/v1/train/course/work',
  /** GET {studyPlanId, courseId}: the plan's work groups with attachments. */
  planWork: `${PLAN}/work`,
  /** GET {courseId, userId}: a course's homework for the course page. */
  courseWorkInfo: `${COURSECENTER}/info`,
  /** POST: the learner uploads a file as the submission (original course page). */
  courseWorkSave: `${COURSECENTER}/save`,
  /** POST {jobId, fileCategory user|teacher, fileName, filePath, fileSize, userId}: a learner's or lecturer's file. */
  saveLinkedFile: `${COURSECENTER}/saveCourseLinkedStudentOrTeacher`,
  /** GET {courseId, stuId}: a course's assignments with a learner's submissions (lecturer and learner). */
  listCourseJob: '/api/manage/v1/course/listCourseJob',
  /** GET {studyPlanId, courseId, userId}: the lecturer's view of a plan's work. */
  planWorkTeacher: '/api/manage/v1/study/plan/course/workTeacher',
  /** GET: the lecturer's training homework to review. */
  trainWorkFront: '/api/manage/v1/train/course/workFront',
  /** GET: the lecturer's study-plan homework to review. */
  planWorkFront: `${PLAN}/workFront`,
  /** GET {id}: one assignment with my submission (ours). */
  jobDetail: `${WORK}/jobDetail`,
  /** POST {jobId, content, files}: submit or resubmit (ours). */
  submit: `${WORK}/submit`,
  /** GET {pageNo, pageSize, state}: submissions waiting for me as lecturer, across my assignments (ours). */
  reviewList: `${WORK}/reviewList`,
  /** GET {jobId}: every submission of one of my assignments (ours). */
  submissions: `${WORK}/submissions`,
  /** POST {submissionId, verdict grade|return, score, comment}: the lecturer's review (ours). */
  review: `${WORK}/review`,
} as const;
