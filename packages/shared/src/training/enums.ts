// Enums of the training domain (SPEC §4): delivery way with its labels, and inside or outside trainings.
import type { Labels, ValueOf } from '../common/types.ts';

/** How a training is delivered. */
export const TrainWay = { online: 1, faceToFace: 2, mixed: 3, external: 4 } as const;
export type TrainWay = ValueOf<typeof TrainWay>;

export const TRAIN_WAY_LABELS: Labels<TrainWay> = {
  [TrainWay.online]: { 'zh-CN': '在线', en: 'Online' },
  [TrainWay.faceToFace]: { 'zh-CN': '面授', en: 'Face-to-face' },
  [TrainWay.mixed]: { 'zh-CN': '混合', en: 'Mixed' },
  [TrainWay.external]: { 'zh-CN': '外部', en: 'External' },
};

/** Whether a training is run inside the company or outside it. */
export const TrainScope = { inside: 'inside', outer: 'outer' } as const;
export type TrainScope = ValueOf<typeof TrainScope>;

/** Status of SPEC §4, derived from the schedule: 1 not started, 2 in progress, 3 ended. */
export const TrainStatus = { notStarted: 1, inProgress: 2, ended: 3 } as const;
export type TrainStatus = ValueOf<typeof TrainStatus>;

/** The learner's sign-up state as the original client reads it. */
export const ApplyJoinStatus = {
  notRegistered: 'NotRegistered',
  signedUp: 'SignedUp',
  underReview: 'UnderReview',
} as const;
export type ApplyJoinStatus = ValueOf<typeof ApplyJoinStatus>;

/** Who reviews an open sign-up: nobody (accepted at once), the head lecturer, or the back office. */
export const SignUpReview = { none: 'none', lecturer: 'lecturer', admin: 'admin' } as const;
export type SignUpReview = ValueOf<typeof SignUpReview>;

/** What a schedule item is. */
export const SessionKind = {
  course: 'course',
  exam: 'exam',
  live: 'live',
  offline: 'offline',
  homework: 'homework',
} as const;
export type SessionKind = ValueOf<typeof SessionKind>;

/** How a learner came to be signed in to an offline session. */
export const SignInMethod = { qr: 'qr', code: 'code', manual: 'manual' } as const;
export type SignInMethod = ValueOf<typeof SignInMethod>;

/** `approvalTrainApplyJoin` type. */
export const ApplyReviewAction = { agree: 'agree', reject: 'reject' } as const;
export type ApplyReviewAction = ValueOf<typeof ApplyReviewAction>;

/** Trainee state of an enrolment row. */
export const TraineeState = {
  underReview: 'under_review',
  signedUp: 'signed_up',
  rejected: 'rejected',
} as const;
export type TraineeState = ValueOf<typeof TraineeState>;
