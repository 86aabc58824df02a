// Request schemas of the back office's training agreements (original src/views/agreement), leave review,
// classroom bookings and the training report export.
import { z } from 'zod';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { TRAINING_RULES } from './constants.ts';
import { ApplyReviewAction } from './enums.ts';
import { alias, blank, toNumber, trainAlias, zId, zIdList } from './schema-helpers.ts';

const zMs = z.preprocess(
  toNumber,
  z.number({ error: 'validation.training.time' }).int({ error: 'validation.training.time' }).min(0),
);

/** `trainAgreement/save`: agreements for every trainee of a training, from the start date on. */
export const ZTrainAgreementSaveSchema = z.preprocess(
  trainAlias,
  z.object({
    trainId: zId,
    name: zRequiredText({
      required: 'validation.training.name',
      max: 60,
      tooLong: 'validation.training.name',
    }),
    agreementStartTime: zMs,
    /** Years of service the agreement binds the trainee to after the training. */
    serviceYear: z.preprocess(
      toNumber,
      z.number({ error: 'validation.training.serviceYear' }).int().min(1).max(20).default(1),
    ),
  }),
);
export type TTrainAgreementSave = z.infer<typeof ZTrainAgreementSaveSchema>;

/** `returnTrainUser`: the people an agreement of the training would bind, with their dates. */
export const ZTrainAgreementUsersSchema = z.preprocess(
  alias({ id: 'trainId', stuName: 'name' }),
  ZPageQuerySchema.extend({
    trainId: zId,
    name: zOptionalText({ max: TRAINING_RULES.keywordMax, tooLong: 'validation.searchTooLong' }),
    agreementStartTime: z.preprocess(blank, zMs.optional()),
    serviceYear: z.preprocess(toNumber, z.number().int().min(1).max(20).default(1)),
  }),
);

/** `listTrainAgreement` and `listTrain`: a page with an optional name. */
export const ZTrainAgreementListSchema = z.preprocess(
  alias({ trainName: 'name', agreementName: 'name', search: 'name' }),
  ZPageQuerySchema.extend({
    name: zOptionalText({ max: TRAINING_RULES.keywordMax, tooLong: 'validation.searchTooLong' }),
  }),
);

/** `getTrainAgreement`: one training's agreements (id = the training), paged. */
export const ZTrainAgreementGetSchema = z.preprocess(
  alias({ id: 'trainId' }),
  ZPageQuerySchema.extend({
    trainId: zId,
    name: zOptionalText({ max: TRAINING_RULES.keywordMax, tooLong: 'validation.searchTooLong' }),
  }),
);

/** `editTrainAgreementUser`: new service dates for some agreements. */
export const ZTrainAgreementEditUsersSchema = z
  .object({ ids: zIdList, startTime: zMs, endTime: zMs })
  .refine((input) => input.endTime > input.startTime, {
    message: 'validation.training.time',
    path: ['endTime'],
  });

/** `trainAgreementdelete`: every agreement of the training (id = the training). */
export const ZTrainAgreementDeleteSchema = z.preprocess(alias({ id: 'trainId' }), z.object({ trainId: zId }));

/** Leave requests of a training (lecturer and back office). */
export const ZTrainLeaveListSchema = z.preprocess(
  trainAlias,
  ZPageQuerySchema.extend({
    trainId: zId,
    state: z.preprocess(blank, z.enum(['pending', 'approved', 'rejected']).optional()),
  }),
);

export const ZTrainLeaveReviewSchema = z.preprocess(
  alias({ leaveId: 'ids', id: 'ids' }),
  z.object({
    ids: zIdList,
    type: z.enum(ApplyReviewAction, { error: 'validation.training.reviewType' }),
    remark: zOptionalText({ max: TRAINING_RULES.reasonMax, tooLong: 'validation.training.reasonTooLong' }),
  }),
);
export type TTrainLeaveReview = z.infer<typeof ZTrainLeaveReviewSchema>;

/** `classroom/book/list`: bookings of a classroom (or all) overlapping a range. */
export const ZClassroomBookingsSchema = z.object({
  classroom: zOptionalText({ max: 100, tooLong: 'validation.training.name' }),
  startTime: z.preprocess(blank, zMs.optional()),
  endTime: z.preprocess(blank, zMs.optional()),
  excludeTrainId: z.preprocess(blank, zId.optional()),
});

export const ZTrainReportExportSchema = z.preprocess(trainAlias, z.object({ trainId: zId }));
