// API paths of the study-plan domain: the original clients' (learner src/api/myTask.js, lecturerTask.js,
// knowledgeSystem.js; back office src/api/learnPlan, learnArrange) and ours where SPEC names none.
const PLAN = '/api/manage/v1/study/plan';
const BLADE = '/api/blade-manage/v1/study/plan';

export const studyPlanPaths = {
  /** GET {id}: my plan with its stages and each item's state (the /learningPlanDetail page; ours). */
  myPlanDetail: `${PLAN}/myPlanDetail`,
  /** GET {pageNo, pageSize}: my required plans (the knowledge system page). */
  ksRequiredList: `${PLAN}/getKsRequiredList`,
  /** GET {studyPlanId?, pageNo, pageSize}: the courses of a plan of mine (homework pages' course chooser). */
  allCourses: `${BLADE}/queryStudyAllCorseList`,
  /** POST {studyPlanId, content}: post a learning experience on a plan of mine (ours). */
  experienceSave: `${PLAN}/learning/experience/save`,
  /** GET {studyPlanId}: my experiences on a plan (ours). */
  myExperiences: `${PLAN}/learning/experience/my`,

  // The lecturer tab and the back office share these (a lecturer sees the plans they manage).
  /** GET {pageNo, pageSize, name}: plans. */
  queryPlan: `${PLAN}/queryPlan`,
  /** GET {id, pageNo, pageSize}: a plan's learners with their progress. */
  queryStudyList: `${PLAN}/queryStudyList`,
  queryStudyListBlade: `${BLADE}/queryStudyList`,
  /** GET {studyPlanId, userId}: one learner's items. */
  queryStudyInfo: `${PLAN}/queryStudyInfo`,
  /** GET {studyPlanId?, stuId?}: learning experiences. */
  experience: `${BLADE}/learning/experience`,
  /** GET {id, status 1 publish | 2 stop}. */
  updateStatus: `${PLAN}/updateStatus`,
  /** DELETE {id}. */
  deletePlan: `${PLAN}/deletePlan`,
} as const;

export const studyPlanAdminPaths = {
  addPlan: `${PLAN}/addPlan`,
  updatePlan: `${PLAN}/updatePlan`,
  planDetail: `${PLAN}/planDetail`,
  participantOrgs: `${PLAN}/participantOrgs`,
  participantPositions: `${PLAN}/participantPositions`,
  participantUsers: `${PLAN}/participantUsers`,
  /** GET {studyPlanId, pageNo, pageSize}: the progress report. */
  queryPercentageComplete: `${PLAN}/queryPercentageComplete`,
  /** GET {studyPlanId}: the progress report as a spreadsheet (ours). */
  exportPercentageComplete: `${PLAN}/exportPercentageComplete`,
  queryStudyCourseList: `${BLADE}/queryStudyCourseList`,
  queryStudyExamList: `${BLADE}/queryStudyExamList`,
  /** GET {kind, name}: courses, exams, lives, trainings and homework to put in a plan (ours). */
  itemOptions: `${PLAN}/itemOptions`,
  /** GET {type user | org | position | group, name}: audience entries to choose (ours). */
  audienceOptions: `${PLAN}/audienceOptions`,

  // Categories (src/views/learnPlan/catalog.vue, catalogEdit.vue, the plan list's filter and column).
  /** GET {name?, status?, creatorId?, addFlag?}: the category tree. */
  categoryTree: `${BLADE}/catalog/getCategoryTree`,
  /** POST {name, parentId, orgIds}. */
  addCatalog: `${BLADE}/catalog/addCatalog`,
  /** POST {id, name, parentId, orgIds}. */
  editCategory: `${BLADE}/catalog/editCategory`,
  /** GET {id}: deletes a category without children or plans. */
  deleteCategory: `${BLADE}/catalog/deleteCategory`,
  /** POST {id, status 0 | 1}: disables or enables the branch. */
  categoryStatus: `${BLADE}/catalog/updateCategoryStatus`,
  /** GET {parentId?}: {group, son} for the grouped column. */
  getCatalogs: `${PLAN}/catalog/getCatalogs`,
  /** PUT {id, name}. */
  updateCatalogs: `${PLAN}/catalog/updateCatalogs`,
  /** PUT {id, parentId}. */
  moveCatalog: `${PLAN}/catalog/move`,
  /** DELETE {id}. */
  delCatalogs: `${PLAN}/catalog/delCatalogs`,
  /** GET: who created categories (the tree's creator filter). */
  categoryCreators: `${PLAN}/catalog/getCreatorList`,
  /** GET {pageNo, pageSize, courseName?, userName?, phonenum?, departmentId?}: elective course view log. */
  queryLog: `${PLAN}/course/queryLog`,
  /** DELETE {ids}: entries of that log. */
  delLog: `${PLAN}/course/delLog`,
  /** GET {id}: the exams of a course (the plan editor adds them with the course). */
  courseRelatedExam: `${PLAN}/queryCourseRelatedExam`,
} as const;
