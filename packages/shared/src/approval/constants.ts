// Numbers of the approval domain.
export const APPROVAL_RULES = {
  /** 催一下: at most once per this many milliseconds per application. */
  urgeIntervalMs: 60 * 60 * 1000,
  pageSize: 10,
  commentMax: 500,
  titleMax: 100,
  textMax: 2000,
  nameMax: 100,
  stepsMax: 20,
  approversMax: 50,
  attachmentsMax: 10,
  /** Money fields are entered in yuan with at most two decimals and stored in cents. */
  moneyMaxCents: 100_000_000_00,
} as const;

/** The forms' names (流程类型), both languages. */
export const APPROVAL_FORM_NAMES = {
  TrainingOuterBuy: { 'zh-CN': '培训购买申请', en: 'Training purchase' },
  CourseNeeds: { 'zh-CN': '课程需求申请', en: 'Course needs' },
  CourseDevApply: { 'zh-CN': '课程开发申请', en: 'Course development' },
  TutorAuthApply: { 'zh-CN': '导师认证申请', en: 'Tutor certification' },
  TeacherAuthApply: { 'zh-CN': '讲师认证申请', en: 'Lecturer certification' },
  DoctorStudyApply: { 'zh-CN': '在职博士申请', en: 'Work-study doctorate' },
  TrainingOuter: { 'zh-CN': '外部培训备案', en: 'Outside training filing' },
  TrainLeaveApply: { 'zh-CN': '培训请假申请', en: 'Training leave' },
  ApplyJoinOuterTrain: { 'zh-CN': '外部培训报名', en: 'Outside training sign-up' },
  TrainingNeeds: { 'zh-CN': '培训需求申请', en: 'Training needs' },
} as const;

/** The statuses' names (当前状态), both languages; keys are ApprovalStatus values. */
export const APPROVAL_STATUS_NAMES = {
  Approve: { 'zh-CN': '审批中', en: 'In approval' },
  Pass: { 'zh-CN': '通过', en: 'Approved' },
  Reject: { 'zh-CN': '驳回', en: 'Rejected' },
  Cancel: { 'zh-CN': '撤回', en: 'Withdrawn' },
  Return: { 'zh-CN': '待完善', en: 'Returned' },
} as const;
