// Back-office paths of the training domain (original-api/admin-calls.json, domain `train`), and the
// certificate-template paths this product adds (ours).
const M = '/api/manage/v1';
const AGREEMENT = '/api/blade-margin/v1/trainAgreement';

export const trainingAdminPaths = {
  /** POST create, PUT update, GET one (`id`) or the arrangements page (no id). */
  train: `${M}/train`,
  /** GET: sign-up list; PUT: review (the learner's POST sign-up shares the path). */
  applyJoin: `${M}/train/apply/join`,
  queryAssessment: '/api/blade-manage/v1/train/queryAssessment',
  /** GET list, POST save (id = update), DELETE remove: certificate templates (ours). */
  certificateTemplates: `${M}/train/certificateTemplate`,
  /** POST: revoke one certificate by id with a reason (ours; exam certificates too). */
  revokeCertificate: `${M}/train/certificate/revoke`,
  /** GET: issued certificates (ours). */
  certificates: `${M}/train/certificate/list`,
  /** GET: classroom bookings in a time range, for the schedule editor's conflict check (original). */
  classroomBookings: `${M}/classroom/book/list`,
  /** GET: leave requests of a training; PUT: approve or reject them (ours; the lecturer has the same). */
  leaves: `${M}/train/leave/list`,
  leaveReview: `${M}/train/leave/review`,
  /** GET: a training report as .xlsx (ours): trainees with sign-ins, assessment and certificate. */
  reportExport: `${M}/train/report/export`,
  // ---- the back office's training detail (original src/views/training/trainingDetail.vue) ----
  offlineTodo: `${M}/train/getOfflineTodo`,
  examList: `${M}/train/examList`,
  examDetail: `${M}/train/examDetail`,
  examResult: `${M}/train/examResult`,
  trainEvaluate: `${M}/train/getTrainEvaluate`,
  outerStudents: `${M}/train/outer/studentList`,
  scheduleList: `${M}/train/getScheduleList`,
  outerApplyList: `${M}/train/outerTrainApplyList`,
  /** GET: people who created trainings, for the list's filter. */
  creatorList: `${M}/train/getCreatorList`,
  // ---- training agreements (original src/api/agreement.js) ----
  agreementList: `${AGREEMENT}/listTrainAgreement`,
  agreementTrains: `${AGREEMENT}/listTrain`,
  agreementUsers: `${AGREEMENT}/returnTrainUser`,
  agreementGet: `${AGREEMENT}/getTrainAgreement`,
  agreementSave: `${AGREEMENT}/save`,
  agreementDelete: `${AGREEMENT}/trainAgreementdelete`,
  agreementEditUsers: `${AGREEMENT}/editTrainAgreementUser`,
} as const;

const CERT = `${M}/source/certificate`;

/** The back office's certificate management (original src/api/certificate/certificate.js; resource area). */
export const certificateAdminPaths = {
  /** GET: templates page (name, status, awardAgency, category). */
  templateList: `${CERT}/getCertificateList`,
  /** GET: one template (`templateId`). */
  templateOne: `${CERT}/getSingleCertificate`,
  templateAdd: `${CERT}/addCertificate`,
  templateEdit: `${CERT}/editCertificate`,
  /** PUT `?templateId&choice`: 1 enable, 0 disable. */
  templateStatus: `${CERT}/updateStatus`,
  /** DELETE `templateIds=1,2`: only templates no training uses and no certificate was issued from. */
  templateDelete: `${CERT}/delTemplate`,
  /** GET: the templates page as .xlsx (`templateIds`). */
  templateExport: `${CERT}/exportTemplateExcel`,
  /** GET: per template, how many hold it (发放明细). */
  grantSummary: `${CERT}/getCertificateGrantDetail`,
  /** GET: the holders of one template (`templateId`). */
  grantList: `${CERT}/getCertificateGrantList`,
  /** GET: holders as .xlsx (`ids`). */
  grantExport: `${CERT}/exportGrantExcel`,
  /** POST `{ ids }`: revoke issued certificates. */
  revoke: `${CERT}/revoke`,
} as const;
