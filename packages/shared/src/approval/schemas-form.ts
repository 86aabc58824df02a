// Request schemas of the application forms (src/api/apply.js): each form's fields, validated on the server.
// Money is entered in yuan (two decimals at most) and stored in cents; times are epoch milliseconds or
// date text; attachments are file ids from the file service.
import { z } from 'zod';
import { zOptionalText, zRequiredText } from '../common/validation.ts';
import { blankToUndefined, textToNumber, zRowId } from '../course/schema-helpers.ts';
import { APPROVAL_RULES as R } from './constants.ts';
import { ApprovalForm } from './enums.ts';

const text = (required: 'approval.reasonRequired' | 'approval.nameRequired', max: number = R.textMax) =>
  zRequiredText({ required, max, tooLong: 'approval.textTooLong' });
const optionalText = zOptionalText({ max: R.textMax, tooLong: 'approval.textTooLong' });

/** Yuan as typed (number or text) → integer cents. */
export const zMoneyCents = z.preprocess(
  blankToUndefined,
  z
    .preprocess(textToNumber, z.number({ error: 'approval.moneyInvalid' }))
    .refine((yuan) => yuan >= 0 && Math.round(yuan * 100) <= R.moneyMaxCents, {
      error: 'approval.moneyInvalid',
    })
    .transform((yuan) => Math.round(yuan * 100))
    .optional(),
);

/** A time as epoch ms or date text → epoch ms. */
export const zTimeMs = z
  .preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z.union([z.number().int().positive(), z.string().transform((v) => Date.parse(v))], {
      error: 'approval.timeInvalid',
    }),
  )
  .refine((ms) => Number.isFinite(ms) && ms > 0, { error: 'approval.timeInvalid' });

const zCount = z.preprocess(
  blankToUndefined,
  z
    .preprocess(textToNumber, z.number({ error: 'approval.countInvalid' }).int().min(0).max(1_000_000))
    .optional(),
);

/** File ids of the applicant's own uploads. */
const zAttachments = z
  .array(z.string({ error: 'approval.attachmentInvalid' }).min(1).max(64), {
    error: 'approval.attachmentInvalid',
  })
  .max(R.attachmentsMax, { error: 'approval.attachmentsTooMany' })
  .default([]);

const zPeriod = { startTime: zTimeMs, endTime: zTimeMs };
const periodOk = (v: { startTime: number; endTime: number }) => v.endTime >= v.startTime;
const periodIssue = { error: 'approval.periodInvalid', path: ['endTime'] };

export const approvalFormSchemas = {
  [ApprovalForm.lecturerCertification]: z.object({
    reason: text('approval.reasonRequired'),
    level: zOptionalText({ max: R.nameMax, tooLong: 'approval.textTooLong' }),
    intro: optionalText,
    attachments: zAttachments,
  }),
  [ApprovalForm.tutorCertification]: z.object({
    reason: text('approval.reasonRequired'),
    intro: optionalText,
    attachments: zAttachments,
  }),
  [ApprovalForm.outsideTrain]: z
    .object({
      trainName: text('approval.nameRequired', R.nameMax),
      organizer: text('approval.nameRequired', R.nameMax),
      ...zPeriod,
      hours: zCount,
      cost: zMoneyCents,
      reason: optionalText,
      attachments: zAttachments,
    })
    .refine(periodOk, periodIssue),
  [ApprovalForm.outsideTrainingSignup]: z
    .object({
      trainName: text('approval.nameRequired', R.nameMax),
      organizer: text('approval.nameRequired', R.nameMax),
      ...zPeriod,
      cost: zMoneyCents,
      reason: text('approval.reasonRequired'),
    })
    .refine(periodOk, periodIssue),
  [ApprovalForm.trainingLeave]: z.object({
    trainId: zRowId,
    sessionId: z.preprocess(blankToUndefined, zRowId.optional()),
    reason: text('approval.reasonRequired', 500),
  }),
  [ApprovalForm.buyTrain]: z.object({
    trainId: zRowId,
    cost: zMoneyCents,
    reason: text('approval.reasonRequired'),
  }),
  [ApprovalForm.courseDevelopment]: z.object({
    courseName: text('approval.nameRequired', R.nameMax),
    reason: text('approval.reasonRequired'),
    outline: optionalText,
    hours: zCount,
  }),
  [ApprovalForm.courseNeeds]: z.object({
    courseName: text('approval.nameRequired', R.nameMax),
    reason: text('approval.reasonRequired'),
    peopleNum: zCount,
  }),
  [ApprovalForm.trainingNeeds]: z.object({
    trainName: text('approval.nameRequired', R.nameMax),
    reason: text('approval.reasonRequired'),
    peopleNum: zCount,
    expectedTime: z.preprocess(blankToUndefined, zTimeMs.optional()),
  }),
  [ApprovalForm.workStudyDoctorate]: z.object({
    school: text('approval.nameRequired', R.nameMax),
    major: text('approval.nameRequired', R.nameMax),
    startTime: zTimeMs,
    reason: text('approval.reasonRequired'),
    attachments: zAttachments.refine((list) => list.length > 0, { error: 'approval.attachmentRequired' }),
  }),
} as const;

export type ApprovalFormData<F extends ApprovalForm> = z.infer<(typeof approvalFormSchemas)[F]>;
/** Any form's parsed data (numbers, texts, file-id lists). */
export type TApprovalFormData = Record<string, string | number | string[] | undefined>;
