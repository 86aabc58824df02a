// The training domain's API paths (SPEC §7 Train, teacher train calls, Train agreement; the original
// learner client's src/api/train.js, lecturer and personal calls). The original client's path is the name;
// the paths this product adds (QR sign-in, public verification, certificate PDF) are marked as ours.
const BM = '/api/blade-manage/v1';
const M = '/api/manage/v1';
const TEACHER = `${M}/web/teacher`;
const AGREEMENT = '/api/blade-margin/v1/trainAgreement';

export const trainingPaths = {
  // ---- learner: training centre, detail and its tabs ----
  /** GET: the training centre list (filters, page size 10). */
  list: `${BM}/web/queryTrainList`,
  /** GET: the personal centre's trainings. */
  personalList: `${M}/web/queryTrainList`,
  /** GET: the home page's trainings of mine. */
  homeList: `${M}/web/index/queryTrainList`,
  /** GET: one training (trainId). */
  detail: `${BM}/train/getTrainDetail`,
  // The approval forms' calls at /api/manage/v1/train/ (getTrainDetail, outerTrainList, applyJoinOuterTrain and
  // …/get) are served by modules/approval (approvalPaths), which reads trainings through training's services.
  /** GET: the schedule (online, offline, exam items with their state). */
  trainDate: `${BM}/web/train/queryTrainDate`,
  /** GET: the introduction. */
  trainInfo: `${BM}/web/train/queryTrainInfo`,
  /** GET: the linked online courses. */
  courseList: `${BM}/web/course/queryCourseList`,
  /** GET: the linked exams. */
  examOfTrain: `${BM}/web/course/queryExamList`,
  offlineTodo: `${BM}/train/getOfflineTodo`,
  onlineCourse: `${BM}/train/getOnlineCourse`,
  onlineCourseManage: `${M}/train/getOnlineCourse`,
  examList: `${BM}/train/examList`,
  examDetail: `${BM}/train/examDetail`,
  examResult: `${BM}/train/examResult`,
  /** GET: evaluations (userType 0 trainee / 1 lecturer). */
  queryEvaluate: `${BM}/train/queryEvaluate`,
  queryEvaluateManage: `${M}/train/queryEvaluate`,
  /** POST: a trainee rates a session or lecturer. */
  addEvaluate: `${BM}/train/addEvaluate`,
  /** GET: fellow trainees. */
  classmates: `${BM}/web/course/studentList`,
  /** GET: my weighted assessment. */
  assessment: `${BM}/train/queryAssessment`,
  /** GET: my sign-up state (NotRegistered / SignedUp / UnderReview). */
  trainState: `${M}/getTrainState`,
  /** POST: sign up; GET: the sign-up list (back office); PUT: review (back office). */
  applyJoin: `${M}/train/apply/join`,
  /** GET: trainee, sign-up and sign-in figures. */
  statistics: `${M}/train/people/statistics`,
  listSubmitFile: `${M}/trainsubmitfile/listSubmitFile`,
  saveFile: `${M}/trainsubmitfile/saveFile`,
  deleteSubmitFile: `${M}/trainsubmitfile/deleteSubmitFile`,
  /** GET: a training leave request (the original sends it as GET). */
  leave: `${M}/web/train/trainLeaveApply`,
  /** POST: training categories (knowledge systems) for the centre's filter. */
  categories: '/api/blade-resource/v1/category/relatedKnowledgeList',

  // ---- QR sign-in (ours) ----
  /** POST: a learner signs in with the scanned token or the 6-digit fallback. */
  signIn: `${M}/train/offline/sign`,
  /** GET: the current code of a session (lecturer and back office; the admin's path). */
  qrcode: `${M}/train/offline/qrcode`,
  /** GET: the sign-in list as .xlsx. */
  signExcel: `${M}/train/offline/sign/excel`,
  signExcelExport: `${M}/train/signExcelExport`,
  /** POST: a lecturer signs a learner in by hand, with a reason (ours). */
  manualSign: `${M}/train/offline/manualSign`,
  signList: `${M}/train/sign/list`,

  // ---- lecturer (teacher calls of SPEC §7) ----
  lecturerList: `${TEACHER}/queryTrainList`,
  lecturerDetail: `${TEACHER}/getTrainDetail`,
  students: `${M}/train/studentList`,
  grantCertificate: `${TEACHER}/grantCertificate`,
  revokeCertificate: `${TEACHER}/revokeCertificate`,
  grantCertificateManage: `${M}/train/grantCertificate`,
  revokeCertificateManage: `${M}/train/revokeCertificate`,
  applyJoinList: `${TEACHER}/queryTrainApplyJoinList`,
  approveApplyJoin: `${TEACHER}/approvalTrainApplyJoin`,
  lecturerSignList: `${TEACHER}/trainSignList`,
  lecturerQrcode: `${TEACHER}/trainOfflineQrcode`,
  lecturerOfflineTodo: `${TEACHER}/queryTrainOfflineTodoList`,
  lecturerOnlineCourses: `${TEACHER}/queryTrainOnlineCourseList`,
  outerSignUp: `${TEACHER}/train/outer/analysis/signUp`,
  outerStudents: `${TEACHER}/train/outer/analysis/students`,
  outerCount: `${TEACHER}/train/outer/analysis/count`,
  reportMaterials: `${M}/train/report/materials`,
  manualScoring: `${BM}/train/manualScoring`,
  scoringImport: `${M}/train/scoringImport`,
  scoringTemplate: `${M}/train/scoringTemplate`,
  scoringErrFile: `${M}/train/scoringExportErrFile`,
  stopSchedule: `${M}/stopSchedule/:id`,
  deleteTraining: `${M}/train/delTrain`,
  reminding: `${M}/train/reminding`,
  /** GET: leave requests of a training the lecturer runs; PUT: approve or reject them (ours). */
  lecturerLeaves: `${TEACHER}/train/leave/list`,
  lecturerLeaveReview: `${TEACHER}/train/leave/review`,
  agreementDetail: `${AGREEMENT}/getTrainAgreementDetail`,
  agreementSign: `${AGREEMENT}/trainAgreementSign`,
  agreementBreak: `${AGREEMENT}/trainAgreementBreak`,

  // ---- certificates ----
  certificateList: `${M}/personal/center/certificateList`,
  /** GET: one of my certificates (ours). */
  certificateDetail: `${M}/personal/center/certificateDetail`,
  /** GET: my certificate as PDF (ours). */
  certificatePdf: `${M}/personal/center/certificatePdf`,
  /** GET, no sign-in: the public verification record (ours); `?format=vc` answers the signed credential. */
  verify: '/api/verify/:code',
  /** GET, no sign-in: the tenant's public keys for offline verification (ours). */
  issuerKeys: '/api/verify-keys/:tenantId',
} as const;

/** A path with its `:name` parameters filled in. */
export function trainingPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (whole, name: string) =>
    params[name] === undefined ? whole : encodeURIComponent(String(params[name])),
  );
}
