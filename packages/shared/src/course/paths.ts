// The course domain's API paths. Each call is served at the original learner client's path (its spelling,
// double slash included); `…Alias` entries are the SPEC §7 spellings of the same call, served by the same
// handler. Server routes, the web api, tests, bench and e2e use these constants, never literals.
const OPENING = '/api/manage/external/opening/v1/web/course';
const WEB = '/api/manage/v1/web/course';
const SPEC = '/api/manage/v1/course';
const EXPERIENCE = '/api/manage/v1/web/coursecenter/experience';
const EXPERIENCE_SPEC = '/api/manage/v1/coursecenter/experience';

export const coursePaths = {
  // Course centre (opening paths: also served without `external/opening/` for signed-in callers, which is
  // the original client's `/api/manage/v1/web/course/…` spelling).
  foregroundCourseList: `${OPENING}/getForegroundCourseList`,
  lecturerOptions: `${OPENING}/listForegroundTeacherComboBox`,
  lecturerOptionsAlias: `${SPEC}/listForegroundTeacherComboBox`,
  knowledgeSystems: `${OPENING}/listKnowledgeSystem`,
  /** The next level of the category (knowledge system) tree. */
  nextCategories: `${WEB}/getNextCatalogsById`,
  /** The oldest original spelling of the same call. */
  nextCategoriesAlias: '/api/v1/course/getNextCatalogsById',
  /** The lecturer filter's paged choices ('teacher' in the path, as the original client spells it). */
  listLecturers: '/api/manage/v1/teacher/listTeacher',
  /** The home page's popular courses. */
  hotCourses: '/api/manage/v1/web/index/queryCourseList',

  // Course pages
  getCourse: `${SPEC}/getCourse`,
  getCatalog: `${SPEC}/getCatalog`,
  relatedCourses: `${SPEC}/getRelatedRecommendCourseList`,
  preCourseCheck: '/api/manage/v1/study/isFinishPreCourse',
  qrCode: `${SPEC}/createWxaCodeUnlimitBytes`,
  shareCourse: '/api/manage/v1/homePage/shareCourse',

  // Progress
  getCourseRecord: `${WEB}/getCourseRecord`,
  getCourseRecordAlias: `${SPEC}/getCourseRecord`,
  saveCourseRecord: `${WEB}/saveCourseUserRecord`,
  saveCourseRecordAlias: `${SPEC}/saveCourseUserRecord`,
  /** GET in the original client (courseId only), POST with studyTime in SPEC §7. */
  addStudyTimes: `${WEB}/addStudyTimes`,
  addStudyTimesAlias: `${SPEC}/addStudyTimes`,
  addCourseLog: '/api/manage/v1/study/plan/course/addLog',
  /** The original client's spelling, double slash and all. */
  studyDetail: '/api/manage//v1/course/getCourseStudyDetail',
  studyDetailAlias: `${SPEC}/getCourseStudyDetail`,

  // Notes: the plain lists hold everyone's notes on the course, the PC list the caller's own.
  notes: `${WEB}/getCourseNotesList`,
  notesAlias: `${SPEC}/getCourseNotesList`,
  myNotes: `${WEB}/getCourseNotesListPC`,
  myNotesAlias: `${SPEC}/getCourseNotesListPC`,
  saveNote: `${WEB}/saveCourseNote`,
  saveNoteAlias: `${SPEC}/saveCourseNote`,
  saveNotePc: `${WEB}/saveCourseNotePC`,
  saveNotePcAlias: `${SPEC}/saveCourseNotePC`,
  editNote: `${WEB}/editCourseNote`,
  editNoteAlias: `${SPEC}/editCourseNote`,
  /** GET in the original client, DELETE (or POST) in SPEC §7. */
  deleteNote: `${WEB}/deleteCourseNote`,
  deleteNoteAlias: `${SPEC}/deleteCourseNote`,

  // Ratings: the original calls a star rating with its comment a course "scope" (课程评价).
  ratings: `${WEB}/getCourseScopeList`,
  ratingsAlias: `${SPEC}/getCourseScopeList`,
  rate: `${WEB}/addCourseScope`,
  rateAlias: `${SPEC}/addCourseScope`,

  // Study experiences (学习心得)
  experiences: `${EXPERIENCE}/query`,
  experiencesAlias: `${EXPERIENCE_SPEC}/query`,
  saveExperience: `${EXPERIENCE}/save`,
  saveExperienceAlias: `${EXPERIENCE_SPEC}/save`,
  removeExperience: `${EXPERIENCE}/remove`,
  removeExperienceAlias: `${EXPERIENCE_SPEC}/remove`,

  // Collections
  collectedCourses: '/api/manage/v1/user/collect/course/list',
  collect: '/api/manage/v1/collection/save',
  collectAlias: '/api/manage/v1/user/collection/save',
  cancelCollection: '/api/manage/v1/collection/cancel',
  cancelCollectionAlias: '/api/manage/v1/user/collection/cancel',

  // The lecturer's course tab
  lecturerCourses: '/api/manage/v1/web/teacher/getLearningCourseList',
  studyList: `${SPEC}/getStudyList`,
  exportStudyList: `${SPEC}/exportStudyList`,
  learnerExperiences: `${SPEC}/courseFeelListByUserId`,
  putaway: `${SPEC}/putawayOperate`,
  deleteCheck: `${SPEC}/verifyCourseCanDelete`,
  deleteCourse: `${SPEC}/delCourseInfo`,
} as const;

export type CoursePath = (typeof coursePaths)[keyof typeof coursePaths];
