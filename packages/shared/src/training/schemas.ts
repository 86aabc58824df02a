// Request schemas of the learner's and the lecturer's training calls (SPEC §7 Train, teacher train calls).
// Query strings and form bodies are coerced; the original client's parameter names are accepted.
import { z } from 'zod';
import { ZPageQuerySchema, zIntParam, zOptionalText, zRequiredText } from '../common/validation.ts';
import { TRAINING_RULES } from './constants.ts';
import { ApplyReviewAction, TrainScope, TrainStatus, TrainWay } from './enums.ts';
import { alias, blank, toNumber, trainAlias, zId, zIdList } from './schema-helpers.ts';

const pageOf10 = ZPageQuerySchema.extend({
  pageSize: zIntParam({
    min: 1,
    max: 100,
    fallback: TRAINING_RULES.pageSize,
    invalid: 'validation.pageSize.invalid',
  }),
});
const keyword = zOptionalText({ max: TRAINING_RULES.keywordMax, tooLong: 'validation.searchTooLong' });
const optionalEnum = <T extends Record<string, string | number>>(values: T) =>
  z.preprocess(toNumber, z.enum(values, { error: 'validation.training.filter' }).optional());

/** Training centre and my lists: keyword, status, way, scope, category; `mine` = only my trainings. */
export const ZTrainListSchema = z.preprocess(
  alias({ name: 'keyword', trainName: 'keyword', categoryId: 'knowledgeSystemId', size: 'pageSize' }),
  pageOf10.extend({
    keyword,
    status: optionalEnum(TrainStatus),
    trainWay: optionalEnum(TrainWay),
    trainScope: z.preprocess(blank, z.enum(TrainScope, { error: 'validation.training.filter' }).optional()),
    knowledgeSystemId: zId.optional(),
    mine: z.preprocess(toNumber, z.union([z.literal(0), z.literal(1)]).default(0)),
  }),
);
export type TTrainList = z.infer<typeof ZTrainListSchema>;

export const ZTrainRefSchema = z.preprocess(trainAlias, z.object({ trainId: zId }));
export type TTrainRef = z.infer<typeof ZTrainRefSchema>;

export const ZTrainPageSchema = z.preprocess(
  trainAlias,
  pageOf10.extend({ trainId: zId, name: keyword, stuName: keyword }),
);
export type TTrainPage = z.infer<typeof ZTrainPageSchema>;

/** `approvalTrainApplyJoin`: agree or reject one sign-up (rejectDesc for a rejection). */
export const ZTrainApplyReviewSchema = z.preprocess(
  trainAlias,
  z.object({
    trainId: zId,
    signUpId: zIdList,
    type: z.enum(ApplyReviewAction, { error: 'validation.training.reviewType' }),
    rejectDesc: zOptionalText({
      max: TRAINING_RULES.reasonMax,
      tooLong: 'validation.training.reasonTooLong',
    }),
  }),
);
export type TTrainApplyReview = z.infer<typeof ZTrainApplyReviewSchema>;

/** A learner signs in: the scanned token, or the 6-digit fallback typed on the training page. */
export const ZTrainSignInSchema = z
  .preprocess(
    trainAlias,
    z.object({
      token: zOptionalText({ max: 200, tooLong: 'validation.training.signCode' }),
      code: zOptionalText({ max: 6, tooLong: 'validation.training.signCode' }),
      trainId: zId.optional(),
    }),
  )
  .refine((input) => input.token !== undefined || (input.code !== undefined && input.trainId !== undefined), {
    message: 'validation.training.signCode',
    path: ['code'],
  });
export type TTrainSignIn = z.infer<typeof ZTrainSignInSchema>;

export const ZTrainSessionRefSchema = z.preprocess(
  alias({ offlineTodoId: 'sessionId', todoId: 'sessionId' }),
  z.object({ sessionId: zId }),
);
export type TTrainSessionRef = z.infer<typeof ZTrainSessionRefSchema>;

export const ZTrainManualSignSchema = z.preprocess(
  alias({ offlineTodoId: 'sessionId' }),
  z.object({
    sessionId: zId,
    userId: zId,
    reason: zRequiredText({
      required: 'validation.training.reasonRequired',
      max: TRAINING_RULES.reasonMax,
      tooLong: 'validation.training.reasonTooLong',
    }),
  }),
);
export type TTrainManualSign = z.infer<typeof ZTrainManualSignSchema>;

/** Grant or revoke certificates of trainees (`stuIds` comma list). */
export const ZCertificateGrantSchema = z.preprocess(trainAlias, z.object({ trainId: zId, stuIds: zIdList }));
export type TCertificateGrant = z.infer<typeof ZCertificateGrantSchema>;

/** `addEvaluate`: a trainee rates the training, a session or a lecturer (1..5). */
export const ZTrainEvaluateSchema = z.preprocess(
  trainAlias,
  z.object({
    trainId: zId,
    sessionId: zId.optional(),
    score: z.preprocess(toNumber, z.number({ error: 'validation.training.score' }).int().min(1).max(5)),
    comment: zOptionalText({ max: TRAINING_RULES.commentMax, tooLong: 'validation.training.commentTooLong' }),
  }),
);
export type TTrainEvaluateInput = z.infer<typeof ZTrainEvaluateSchema>;

/** `manualScoring`: the lecturer's score (0..100) of a trainee. */
export const ZTrainManualScoringSchema = z.preprocess(
  alias({ trainId: 'trainId', id: 'trainId', stuId: 'userId' }),
  z.object({
    trainId: zId,
    userId: zId,
    score: z.preprocess(toNumber, z.number({ error: 'validation.training.scoreRange' }).min(0).max(100)),
  }),
);
export type TTrainManualScoring = z.infer<typeof ZTrainManualScoringSchema>;

export const ZTrainSubmitFileSchema = z.preprocess(
  trainAlias,
  z.object({
    trainId: zId,
    fileName: zRequiredText({
      required: 'validation.training.fileRequired',
      max: 200,
      tooLong: 'validation.training.fileRequired',
    }),
    fileUrl: zRequiredText({
      required: 'validation.training.fileRequired',
      max: 1000,
      tooLong: 'validation.training.fileRequired',
    }),
  }),
);
export type TTrainSubmitFileInput = z.infer<typeof ZTrainSubmitFileSchema>;

export const ZTrainFileRefSchema = z.preprocess(alias({ fileId: 'id' }), z.object({ id: zId }));

export const ZTrainLeaveSchema = z.preprocess(
  trainAlias,
  z.object({
    trainId: zId,
    /** The offline session asked off; absent: the whole training's offline sessions. */
    sessionId: zId.optional(),
    reason: zRequiredText({
      required: 'validation.training.reasonRequired',
      max: TRAINING_RULES.reasonMax,
      tooLong: 'validation.training.reasonTooLong',
    }),
  }),
);
export type TTrainLeave = z.infer<typeof ZTrainLeaveSchema>;

export const ZCertificateRefSchema = z.preprocess(alias({ certificateId: 'id' }), z.object({ id: zId }));

export const ZCertificateListSchema = pageOf10;

export const ZCertificateVerifySchema = z.object({
  code: z.string({ error: 'validation.training.verifyCode' }).regex(/^[A-Za-z0-9_-]{8,64}$/, {
    error: 'validation.training.verifyCode',
  }),
  format: z.preprocess(blank, z.enum(['json', 'vc']).default('json')),
});
export type TCertificateVerifyInput = z.infer<typeof ZCertificateVerifySchema>;

export const ZTrainAgreementActionSchema = z.object({
  ids: zIdList,
  signTime: z.preprocess(toNumber, z.union([z.number(), z.string()]).optional()),
  breakAmount: z.preprocess(
    toNumber,
    z.number({ error: 'validation.training.amount' }).min(0).max(1e9).optional(),
  ),
});
export type TTrainAgreementAction = z.infer<typeof ZTrainAgreementActionSchema>;

/** The lecturer's trainings (page, optional name). */
export const ZTrainLecturerListSchema = z.preprocess(
  alias({ trainName: 'name', size: 'pageSize' }),
  pageOf10.extend({ name: keyword }),
);

/** One row of the scoring import: a trainee of the training by account, and the lecturer's score. */
export const ZTrainScoringRowSchema = z.object({
  trainId: zId,
  account: zRequiredText({
    required: 'validation.training.account',
    max: 50,
    tooLong: 'validation.training.account',
  }),
  score: z.preprocess(
    toNumber,
    z
      .number({ error: 'validation.training.scoreRange' })
      .min(0, { error: 'validation.training.scoreRange' })
      .max(100, { error: 'validation.training.scoreRange' }),
  ),
});
export type TTrainScoringRow = z.infer<typeof ZTrainScoringRowSchema>;

/** `/api/verify-keys/:tenantId`: a tenant id as tenants are named. */
export const ZIssuerKeysSchema = z.object({
  tenantId: z
    .string({ error: 'validation.training.id' })
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'validation.training.id' }),
});
