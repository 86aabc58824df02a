// API paths of the approval domain: the learner client's approval centre (src/api/approvalCenter.js,
// src/api/apprProcess/apprProcess.js), its application forms (src/api/apply.js) and the back office's
// process design. Double slashes are the original client's spelling and are served as written.
const APPR = '/api/appr/v2/appr';
const MARGIN = '/api/margin/v1';

export const approvalPaths = {
  // The approval centre's four tabs, the detail and its record.
  /** GET {pageNo, pageSize, formTitle?, processId?, userName?, beginDate?, endDate?, status?}: 待我审批. */
  waitList: `${APPR}/wait/approve/list`,
  /** GET: 我已审批. */
  hasList: `${APPR}/has/approve/list`,
  /** GET: 我发起的. */
  myList: `${APPR}/my/approve/list`,
  /** GET: 抄送我的. */
  ccList: `${APPR}/cc/approve/list`,
  /** GET {categoryId?, status?, formTitle?}: every application of the tenant (back office). */
  fullList: `${APPR}/approve/fulllist`,
  /** GET: the records of every application I took part in (the original's 审批记录 list). */
  recordList: `${APPR}/approve/record/list`,
  /** GET {apprNo}: one application with its form and current step. */
  detail: `${APPR}/process/apply/detail`,
  /** GET {apprNo}: its steps, each with time and comment. */
  record: `${APPR}/apply/record`,
  /** POST {apprNo | processInstanceId, comment}: pass the current step. */
  pass: `${APPR}/apply/pass`,
  /** POST {apprNo | processInstanceId, comment}: reject (comment required). */
  reject: `${APPR}/apply/reject`,
  /** POST {apprNo | processInstanceId, comment}: return for more information (待完善). */
  overrule: `${APPR}/apply/overrule`,
  /** POST {apprNo | processInstanceId}: the applicant withdraws. */
  cancel: `${APPR}/apply/cancel`,
  /** GET {processInstanceId}: the same withdrawal as the course pages send it. */
  cancelCourse: `${APPR}/approve/course/cancel`,
  cancelCourseShort: '/api/v2/appr/approve/course/cancel',
  /** POST {apprNo}: 催一下 (once an hour). */
  urge: `${APPR}/apply/urge`,
  /** POST {processId | formKey, title?, formData}: submit an application of any form. */
  submit: `${APPR}/apply/submit`,
  /** PUT {apprNo, formData}: the applicant completes a returned application and resubmits it. */
  form: `${APPR}/apply/form`,
  /** POST: the applications matching the filter as a spreadsheet. */
  exportData: `${APPR}/export/data`,

  // Process definitions, as the learner client reads them and the back office designs them.
  /** GET: every released process (the process-type filter). */
  processAll: `${APPR}/process/all/list`,
  /** GET {categoryId?}: released processes of a category. */
  courseProcessList: `${APPR}/course/process/list`,
  /** GET: processes the caller may start. */
  userProcessList: `${APPR}/user/process/list`,
  /** GET {processId} / POST create / PUT new version. */
  process: `${APPR}/process`,
  /** GET {formKey}: the current process of a form. */
  processIdByForm: `${APPR}/process/id`,
  /** GET {processId}: its versions. */
  processVersion: `${APPR}/process/version`,
  /** POST/GET {formKey, formData}: the steps an application would go through. */
  processPreview: `${APPR}/process/preview`,
  processStop: `${APPR}/process/stop`,
  processStart: `${APPR}/process/start`,
  processDelete: `${APPR}/process/del`,
  processMove: `${APPR}/process/move`,
  processRelease: `${APPR}/process/release`,
  processSort: `${APPR}/process/sort`,
  /** GET {processName?}: the form types. */
  processType: `${APPR}/process/type`,
  processDrafts: `${APPR}/process/draft/list`,
  /** GET / POST {name} / PUT {id, name} / DELETE {id}. */
  category: `${APPR}/category`,
  categorySort: `${APPR}/category/sort`,

  // Who an approver rule names (the designer's pickers).
  userBizList: `${APPR}/user/biz/list`,
  userOrgList: `${APPR}/user/org/list`,
  userByJob: `${APPR}/user/job`,
  userByPosition: `${APPR}/user/position`,
  userByTag: `${APPR}/user/tag`,
  userLeader: `${APPR}/user/leader`,
  orgLeader: `${APPR}/user/org/leader`,
  bizLeader: `${APPR}/user/biz/leader`,

  // The forms (src/api/apply.js): add submits an application of that form, detail reads it by id.
  courseDevAdd: `${MARGIN}/web/course/dev/apply/add`,
  courseDevDetail: `${MARGIN}/web/course/dev/apply/detail`,
  trainingNeedsAdd: `${MARGIN}/trainingNeeds/add`,
  trainLeaveAdd: '/api/manage/v1/bizApply/trainLeaveApply',
  trainLeaveDetail: '/api/manage/v1/bizApply/trainLeaveDetail',
  /** GET: the trainings with offline sessions I may ask leave for. */
  trainOptionList: '/api/manage/v1/bizApply/trainOptionList',
  outerSignupAdd: '/api/manage/v1/train/applyJoinOuterTrain',
  outerSignupDetail: '/api/manage/v1/train/applyJoinOuterTrain/get',
  /** GET {trainId}: the outside training a sign-up names. */
  outerTrainDetail: '/api/manage/v1/train/getTrainDetail',
  /** GET: outside trainings open to sign-up. */
  outerTrainList: '/api/manage/v1/train/outerTrainList',
  tutorAdd: `${MARGIN}/web/tutor/auth/apply/add`,
  tutorDetail: `${MARGIN}/web/tutor/auth/apply/detail`,
  doctorAdd: `${MARGIN}/doctorStudyApply/add`,
  doctorDetail: '/api/margin//v1/doctorStudyApply/get',
  buyAdd: '/api/margin//v1/trainingOuterBuy/add',
  buyDetail: '/api/margin//v1/trainingOuterBuy/get',
  lecturerAdd: '/api/margin//v1/teacherAuthApply/add',
  lecturerHistory: `${MARGIN}/teacherAuthApply/getHis`,
  lecturerDetail: `${MARGIN}/teacherAuthApply/get`,
  outerAdd: `${MARGIN}/trainingOuter/add`,
  outerDetail: '/api/margin//v1/trainingOuter/get',
  /** Ours: course needs (the /approvalCenter/courseNeeds form). */
  courseNeedsAdd: `${MARGIN}/courseNeeds/add`,
  courseNeedsDetail: `${MARGIN}/courseNeeds/get`,
  /** Ours: the planning records approved forms leave for the back office. */
  outcomeList: `${APPR}/outcome/list`,
} as const;
