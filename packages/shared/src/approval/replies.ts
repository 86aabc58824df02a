// Reply types of the approval domain: the rows of the centre's tabs (the ORIGINAL-UI columns), an
// application's detail and its record, and the process designer's definitions.
import type { ApprovalAction, ApprovalForm, ApprovalStatus, ProcessState, StepMode } from './enums.ts';
import type { TProcessStep } from './schemas.ts';
import type { TApprovalFormData } from './schemas-form.ts';

/** A row of 待我审批 / 我已审批 / 抄送我的 / 我发起的. */
export type TApprovalRow = {
  /** 审批单号 (the original's apprNo and processInstanceId). */
  apprNo: number;
  processInstanceId: number;
  formKey: ApprovalForm;
  /** 流程类型. */
  processName: string;
  formTitle: string;
  userId: number;
  /** 申请人. */
  userName: string;
  /** 申请时间 / 完成时间, epoch ms. */
  applyTime: number;
  completeTime: number | null;
  /** 当前状态. */
  status: ApprovalStatus;
  /** 当前审批人. */
  approveUser: string;
};

export type TApprovalStepView = {
  index: number;
  name: string;
  mode: StepMode;
  approvers: { userId: number; name: string; state: string }[];
};

/** One application with its form and steps; `canApprove` etc. say what the caller may do now. */
export type TApprovalDetail = TApprovalRow & {
  formData: TApprovalFormData;
  attachments: { fileId: string; name: string }[];
  currentStep: number;
  steps: TApprovalStepView[];
  ccUsers: string[];
  canApprove: boolean;
  canWithdraw: boolean;
  canResubmit: boolean;
  canUrge: boolean;
};

/** A record line: who did what at which step, when, with which comment. */
export type TApprovalRecord = {
  id: number;
  action: ApprovalAction;
  stepName: string;
  userId: number;
  userName: string;
  comment: string;
  createTime: number;
};

export type TApprovalProcess = {
  processId: number;
  processName: string;
  formKey: ApprovalForm;
  categoryId: number | null;
  version: number;
  state: ProcessState;
  remark: string;
  steps: TProcessStep[];
  updateTime: number;
};

export type TApprovalCategory = { id: number; name: string; sort: number };

/** A planning record an approved form left (course needs, training needs, course development, …). */
export type TApprovalOutcome = {
  id: number;
  apprNo: number;
  formKey: ApprovalForm;
  userId: number;
  userName: string;
  data: TApprovalFormData;
  createTime: number;
};
