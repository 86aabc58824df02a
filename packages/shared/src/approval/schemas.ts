// Request schemas of the approval centre and the process designer, with the original clients' names
// (`apprNo` or `processInstanceId` for an application, `processId` for a definition). Messages are keys.
import { z } from 'zod';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { aliasKeys, blankToUndefined, zRowId } from '../course/schema-helpers.ts';
import { APPROVAL_RULES as R } from './constants.ts';
import { APPROVAL_FORMS, APPROVAL_STATUSES, ApproverKind, ConditionOp, StepMode } from './enums.ts';
import { zTimeMs } from './schemas-form.ts';

const optionalId = z.preprocess(blankToUndefined, zRowId.optional());
const zForm = z.enum(APPROVAL_FORMS, { error: 'approval.formInvalid' });
const zComment = zOptionalText({ max: R.commentMax, tooLong: 'approval.commentTooLong' });

/** The tabs' lists and the back office's full list, with the advanced filter. */
export const ZApprovalListSchema = z.preprocess(
  aliasKeys({ formTitle: 'search', keyword: 'search', startDate: 'beginDate' }),
  ZPageQuerySchema.extend({
    search: zOptionalText({ max: R.titleMax, tooLong: 'validation.searchTooLong' }),
    formKey: z.preprocess(blankToUndefined, zForm.optional()),
    processId: optionalId,
    categoryId: optionalId,
    userName: zOptionalText({ max: R.nameMax, tooLong: 'validation.searchTooLong' }),
    beginDate: z.preprocess(blankToUndefined, zTimeMs.optional()),
    endDate: z.preprocess(blankToUndefined, zTimeMs.optional()),
    status: z.preprocess(
      blankToUndefined,
      z.enum(APPROVAL_STATUSES, { error: 'validation.enum' }).optional(),
    ),
  }),
);
export type TApprovalList = z.infer<typeof ZApprovalListSchema>;

/** One application: `apprNo` or the original's `processInstanceId` (the same number). */
export const ZApprovalRefSchema = z.preprocess(
  aliasKeys({ processInstanceId: 'apprNo', id: 'apprNo' }),
  z.object({ apprNo: zRowId }),
);
export type TApprovalRef = z.infer<typeof ZApprovalRefSchema>;

/** Pass, return or withdraw, with an optional comment. */
export const ZApprovalActSchema = z.preprocess(
  aliasKeys({ processInstanceId: 'apprNo' }),
  z.object({ apprNo: zRowId, comment: zComment }),
);
export type TApprovalAct = z.infer<typeof ZApprovalActSchema>;

/** Reject: the reason is required. */
export const ZApprovalRejectSchema = z.preprocess(
  aliasKeys({ processInstanceId: 'apprNo' }),
  z.object({
    apprNo: zRowId,
    comment: zRequiredText({
      required: 'approval.rejectReason',
      max: R.commentMax,
      tooLong: 'approval.commentTooLong',
    }),
  }),
);

/** A form's own detail call: the application id. */
export const ZFormDetailSchema = z.preprocess(
  aliasKeys({ applyId: 'id', apprNo: 'id', processInstanceId: 'id' }),
  z.object({ id: zRowId }),
);

/** Submit any form (the generic call): its form type, an optional title and the fields. */
export const ZApprovalSubmitSchema = z.preprocess(
  aliasKeys({ processMap: 'formData' }),
  z.object({
    formKey: zForm,
    title: zOptionalText({ max: R.titleMax, tooLong: 'approval.textTooLong' }),
    formData: z.record(z.string(), z.unknown(), { error: 'approval.formDataInvalid' }),
  }),
);

/** The applicant completes a returned application. */
export const ZApprovalResubmitSchema = z.preprocess(
  aliasKeys({ processInstanceId: 'apprNo', processMap: 'formData' }),
  z.object({
    apprNo: zRowId,
    formData: z.record(z.string(), z.unknown(), { error: 'approval.formDataInvalid' }),
  }),
);

const zIdList = z.array(zRowId, { error: 'approval.approversInvalid' }).max(R.approversMax).default([]);

export const ZProcessStepSchema = z.object({
  name: zRequiredText({ required: 'approval.nameRequired', max: R.nameMax, tooLong: 'approval.textTooLong' }),
  approverKind: z.enum(Object.values(ApproverKind), { error: 'validation.enum' }),
  /** Users, roles or positions; empty for an org-leader step. */
  approverIds: zIdList,
  /** Org-leader steps: 1 the applicant's unit, 2 the unit above. */
  level: z.preprocess(blankToUndefined, z.union([z.literal(1), z.literal(2)]).default(1)),
  mode: z.enum(Object.values(StepMode), { error: 'validation.enum' }).default(StepMode.any),
  ccUserIds: zIdList,
  /** The step applies only when the form field compares so (e.g. cost > 500000 cents). */
  condition: z
    .object({
      field: z.string({ error: 'approval.conditionInvalid' }).regex(/^[A-Za-z]\w{0,31}$/, {
        error: 'approval.conditionInvalid',
      }),
      op: z.enum(Object.values(ConditionOp), { error: 'validation.enum' }),
      value: z.number({ error: 'approval.conditionInvalid' }),
    })
    .optional(),
});
export type TProcessStep = z.infer<typeof ZProcessStepSchema>;

/** Create a process (POST) or save a new version of one (PUT with processId). */
export const ZProcessSaveSchema = z.preprocess(
  aliasKeys({ id: 'processId' }),
  z.object({
    processId: optionalId,
    processName: zRequiredText({
      required: 'approval.nameRequired',
      max: R.nameMax,
      tooLong: 'approval.textTooLong',
    }),
    formKey: zForm,
    categoryId: optionalId,
    remark: zOptionalText({ max: R.commentMax, tooLong: 'approval.textTooLong' }),
    steps: z
      .array(ZProcessStepSchema, { error: 'approval.stepsRequired' })
      .min(1, { error: 'approval.stepsRequired' })
      .max(R.stepsMax, { error: 'approval.stepsRequired' }),
  }),
);
export type TProcessSave = z.infer<typeof ZProcessSaveSchema>;

export const ZProcessRefSchema = z.preprocess(
  aliasKeys({ id: 'processId' }),
  z.object({ processId: zRowId }),
);
export const ZProcessByFormSchema = z.object({ formKey: zForm });
export const ZProcessListSchema = z.object({ categoryId: optionalId });

export const ZApprovalCategorySaveSchema = z.object({
  id: optionalId,
  name: zRequiredText({ required: 'approval.nameRequired', max: R.nameMax, tooLong: 'approval.textTooLong' }),
});
export const ZApprovalCategoryRefSchema = z.object({ id: zRowId });
