// States and kinds of the approval domain (issue 18): an application's status, the form types with an
// effect on final approval, who a step's approvers are, and how a step is decided.

/** An application's status; the numbers are the original client's (0 审批中 … 4 待完善). */
export const ApprovalStatus = {
  pending: 'Approve',
  approved: 'Pass',
  rejected: 'Reject',
  withdrawn: 'Cancel',
  returned: 'Return',
} as const;
export type ApprovalStatus = (typeof ApprovalStatus)[keyof typeof ApprovalStatus];
export const APPROVAL_STATUSES = Object.values(ApprovalStatus);

/** The form types (the original client's formKey values), one effect each on final approval. */
export const ApprovalForm = {
  buyTrain: 'TrainingOuterBuy',
  courseNeeds: 'CourseNeeds',
  courseDevelopment: 'CourseDevApply',
  tutorCertification: 'TutorAuthApply',
  lecturerCertification: 'TeacherAuthApply',
  workStudyDoctorate: 'DoctorStudyApply',
  outsideTrain: 'TrainingOuter',
  trainingLeave: 'TrainLeaveApply',
  outsideTrainingSignup: 'ApplyJoinOuterTrain',
  trainingNeeds: 'TrainingNeeds',
} as const;
export type ApprovalForm = (typeof ApprovalForm)[keyof typeof ApprovalForm];
export const APPROVAL_FORMS = Object.values(ApprovalForm);

/** Who approves a step. */
export const ApproverKind = {
  user: 'user',
  role: 'role',
  /** The applicant's org-unit leader (level 1) or the unit above's (level 2). */
  orgLeader: 'orgLeader',
  position: 'position',
} as const;
export type ApproverKind = (typeof ApproverKind)[keyof typeof ApproverKind];

/** Any one approver decides the step, or every approver must pass it. */
export const StepMode = { any: 'any', all: 'all' } as const;
export type StepMode = (typeof StepMode)[keyof typeof StepMode];

/** A condition on a form field that makes a step apply. */
export const ConditionOp = { gt: 'gt', gte: 'gte', lt: 'lt', lte: 'lte', eq: 'eq' } as const;
export type ConditionOp = (typeof ConditionOp)[keyof typeof ConditionOp];

/** What happened to an application, one record each (the 审批记录). */
export const ApprovalAction = {
  submit: 'submit',
  pass: 'pass',
  reject: 'reject',
  withdraw: 'withdraw',
  return: 'return',
  resubmit: 'resubmit',
  urge: 'urge',
} as const;
export type ApprovalAction = (typeof ApprovalAction)[keyof typeof ApprovalAction];

/** A process definition's state in the back office. */
export const ProcessState = { draft: 'draft', released: 'released', stopped: 'stopped' } as const;
export type ProcessState = (typeof ProcessState)[keyof typeof ProcessState];

/** The four tabs of the approval centre. */
export const ApprovalTab = { waiting: 'wait', done: 'has', cc: 'cc', mine: 'my' } as const;
export type ApprovalTab = (typeof ApprovalTab)[keyof typeof ApprovalTab];
