// Replies of the lecturer's and the back office's training calls, and of certificates.
import type {
  SignInMethod,
  TCertificateVerification,
  TrainScope,
  TrainStatus,
  TrainWay,
  TTrainApplyRow,
  TTrainCertificate,
  TTrainLecturerRow,
  TTrainSignRow,
  TTrainStudentRow,
} from '@elearning/shared';
import type { CertificateRow } from './certificate-service.ts';
import type { LecturerTrainingRow, TraineeRow } from './lecturer-service.ts';
import type { SignInRow } from './sign-in-service.ts';
import type { SignUpRow } from './signup-service.ts';

export function presentLecturerTraining(row: LecturerTrainingRow): TTrainLecturerRow {
  return {
    id: row.id,
    trainName: row.name,
    status: row.status as TrainStatus,
    trainWay: row.train_way as TrainWay,
    trainScope: (row.train_scope === 'outer' ? 'outer' : 'inside') as TrainScope,
    trainBeginTime: row.begin_at,
    trainEndTime: row.end_at,
    people: row.plan_size,
    signedUpNum: row.trainee_num,
    reviewNum: row.review_num,
  };
}

export function presentTrainee(row: TraineeRow): TTrainStudentRow {
  return {
    userId: row.user_id,
    name: row.name,
    orgName: row.org_name,
    signedNum: row.assessment.signedNum,
    sessionNum: row.assessment.sessionNum,
    excusedNum: row.assessment.excusedNum,
    onlineProgress: row.assessment.onlineProgress,
    lecturerScore: row.assessment.lecturerScore,
    total: row.assessment.total,
    passed: row.assessment.passed,
    certificate: row.certificate_code ? 1 : 0,
    certificateCode: row.certificate_code ?? '',
  };
}

export function presentSignUp(row: SignUpRow): TTrainApplyRow {
  const status =
    row.state === 'signed_up' ? 'SignedUp' : row.state === 'under_review' ? 'UnderReview' : 'Rejected';
  return {
    signUpId: row.id,
    userId: row.user_id,
    name: row.name,
    orgName: row.org_name,
    status,
    applyTime: row.created_at,
    rejectDesc: row.reject_desc,
  };
}

export function presentSignRow(row: SignInRow): TTrainSignRow {
  return {
    userId: row.user_id,
    name: row.name,
    orgName: row.org_name,
    sessionId: row.session_id,
    sessionTitle: row.session_title,
    signedAt: row.signed_at,
    method: (row.method ?? '') as SignInMethod | '',
    reason: row.reason ?? '',
  };
}

export function presentCertificate(row: CertificateRow, verifyUrl: string): TTrainCertificate {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    holderName: row.holder_name,
    issuer: row.issuer,
    trainId: row.source_type === 'training' ? row.source_id : null,
    issueTime: row.issued_at,
    validUntil: row.valid_until,
    revoked: row.revoked_at !== null,
    verifyUrl,
  };
}

export function presentVerification(
  row: CertificateRow,
  now: number,
  credentialJwt: string,
  keysUrl: string,
): TCertificateVerification {
  const expired = row.valid_until !== null && row.valid_until < now;
  const revoked = row.revoked_at !== null;
  return {
    code: row.code,
    holderName: row.holder_name,
    title: row.title,
    issuer: row.issuer,
    issueTime: row.issued_at,
    validUntil: row.valid_until,
    revoked,
    revokedTime: row.revoked_at,
    expired,
    valid: !revoked && !expired,
    credentialJwt,
    keysUrl,
  };
}
