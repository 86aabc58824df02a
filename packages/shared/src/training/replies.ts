// Reply types of the training calls: what the presenters return and the web app reads. Field names the
// original client reads keep its spelling (title, people, teachAssistant, applyJoinStatus, …).
import type {
  ApplyJoinStatus,
  SessionKind,
  SignInMethod,
  TrainScope,
  TrainStatus,
  TrainWay,
} from './enums.ts';

/** SPEC §3 Training card. */
export type TTrainCard = {
  id: number;
  menuName: string;
  coverPic: string;
  coverUrl: string;
  trainWay: TrainWay;
  trainScope: TrainScope;
  peopleNum: number;
  knowledgeSystemName: string;
  status: TrainStatus;
  totalPrecent: number;
  /** 1: the learner may remove it from their study (signed up themselves); 0: assigned. */
  isRemove: 0 | 1;
  trainBeginTime: number;
  trainEndTime: number;
};

export type TTrainDetail = {
  id: number;
  title: string;
  status: TrainStatus;
  categoryName: string;
  trainBeginTime: number;
  trainEndTime: number;
  people: number;
  signedUpNum: number;
  trainWay: TrainWay;
  trainScope: TrainScope;
  address: string;
  contactName: string;
  contactPhone: string;
  sponsor: string;
  organizer: string;
  headTeacher: string;
  teachAssistant: string;
  introduction: string;
  coverUrl: string;
  /** Open sign-up is allowed. */
  applyJoin: boolean;
  applyJoinStatus: ApplyJoinStatus;
  applyJoinEndDate: number | null;
  /** The sign-up window is open and places are left. */
  canApply: boolean;
  /** The caller is a trainee (in the audience or signed up and accepted). */
  isTrainObject: boolean;
  passScore: number;
};

/** One schedule item with the caller's state and where it leads. */
export type TTrainScheduleItem = {
  id: number;
  kind: SessionKind;
  title: string;
  startTime: number;
  endTime: number;
  classroom: string;
  lecturerName: string;
  courseId: number | null;
  examId: number | null;
  homeworkId: number | null;
  /** The learner's state: done, in progress or not yet (and for offline sessions whether signed in). */
  done: boolean;
  signedIn: boolean;
  stopped: boolean;
};

export type TTrainState = { status: ApplyJoinStatus; rejectDesc: string };

export type TTrainSignInResult = {
  sessionId: number;
  trainId: number;
  sessionTitle: string;
  signedAt: number;
  /** False when this scan found the learner already signed in. */
  isNew: boolean;
};

export type TTrainQrCode = {
  sessionId: number;
  title: string;
  /** What the QR encodes: the sign-in page URL with the token. */
  url: string;
  token: string;
  code: string;
  /** Epoch ms when this code is replaced. */
  rotatesAt: number;
  rotateSeconds: number;
  signedNum: number;
  traineeNum: number;
};

export type TTrainSignRow = {
  userId: number;
  name: string;
  orgName: string;
  sessionId: number;
  sessionTitle: string;
  signedAt: number | null;
  method: SignInMethod | '';
  reason: string;
};

export type TTrainApplyRow = {
  signUpId: number;
  userId: number;
  name: string;
  orgName: string;
  status: ApplyJoinStatus | 'Rejected';
  applyTime: number;
  rejectDesc: string;
};

export type TTrainAssessment = {
  attendance: number;
  course: number;
  exam: number;
  homework: number;
  lecturer: number;
  weights: Record<'attendance' | 'course' | 'exam' | 'homework' | 'lecturer', number>;
  total: number;
  passScore: number;
  passed: boolean;
};

export type TTrainStudentRow = {
  userId: number;
  name: string;
  orgName: string;
  signedNum: number;
  sessionNum: number;
  /** Offline sessions excused by an approved leave. */
  excusedNum: number;
  onlineProgress: number;
  lecturerScore: number | null;
  total: number;
  passed: boolean;
  /** 1 issued, 0 not. */
  certificate: 0 | 1;
  certificateCode: string;
};

export type TTrainLecturerRow = {
  id: number;
  trainName: string;
  status: TrainStatus;
  trainWay: TrainWay;
  trainScope: TrainScope;
  trainBeginTime: number;
  trainEndTime: number;
  people: number;
  signedUpNum: number;
  reviewNum: number;
};

export type TTrainStatistics = {
  traineeNum: number;
  signUpNum: number;
  reviewNum: number;
  signInNum: number;
};

export type TTrainCertificate = {
  id: number;
  code: string;
  title: string;
  holderName: string;
  issuer: string;
  trainId: number | null;
  issueTime: number;
  validUntil: number | null;
  revoked: boolean;
  verifyUrl: string;
};

/** The public verification record (`/verify/<code>`). */
export type TCertificateVerification = {
  code: string;
  holderName: string;
  title: string;
  issuer: string;
  issueTime: number;
  validUntil: number | null;
  revoked: boolean;
  revokedTime: number | null;
  expired: boolean;
  valid: boolean;
  /** The signed credential (VC-JWT) a third party can check offline with the tenant's key. */
  credentialJwt: string;
  keysUrl: string;
};

export type TTrainScoringImport = { total: number; imported: number; failed: number; errorFileId: string };

export type TTrainEvaluation = {
  id: number;
  userName: string;
  sessionId: number | null;
  score: number;
  comment: string;
  createTime: number;
};

export type TTrainSubmitFile = { id: number; fileName: string; fileUrl: string; createTime: number };
