// Back-office paths of the training domain (original-api/admin-calls.json, domain `train`), and the
// certificate-template paths this product adds (ours).
const M = '/api/manage/v1';

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
} as const;
