// Request schemas of the back-office training editor and certificate templates.
import { z } from 'zod';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { ASSESSMENT_PARTS, TRAINING_RULES } from './constants.ts';
import { SessionKind, SignUpReview, TrainScope, TrainWay } from './enums.ts';
import { alias, blank, toNumber, zId, zIdList } from './schema-helpers.ts';

const text = (max: number) => zOptionalText({ max, tooLong: 'validation.training.name' });
const zTime = z.preprocess(
  (value) => {
    const given = toNumber(value);
    return typeof given === 'string' ? Date.parse(given) : given;
  },
  z.number({ error: 'validation.training.time' }).int({ error: 'validation.training.time' }).min(0),
);

export const ZTrainSessionInputSchema = z
  .object({
    kind: z.enum(SessionKind, { error: 'validation.training.filter' }),
    title: zRequiredText({
      required: 'validation.training.name',
      max: 100,
      tooLong: 'validation.training.name',
    }),
    startTime: zTime,
    endTime: zTime,
    classroom: text(100),
    lecturerId: zId.optional(),
    courseId: zId.optional(),
    examId: zId.optional(),
    /** A 'homework' item names the homework assignment whose passes count in the assessment. */
    homeworkId: zId.optional(),
  })
  .refine((s) => s.endTime > s.startTime, { message: 'validation.training.time', path: ['endTime'] });
export type TTrainSessionInput = z.infer<typeof ZTrainSessionInputSchema>;

const weights = z
  .object(
    Object.fromEntries(ASSESSMENT_PARTS.map((part) => [part, z.number().int().min(0).max(100)])) as Record<
      (typeof ASSESSMENT_PARTS)[number],
      z.ZodNumber
    >,
  )
  .refine((w) => Object.values(w).reduce((sum, n) => sum + n, 0) === 100, {
    message: 'validation.training.weights',
  });

/** The training editor's whole form (basic info, schedule, audience, assessment, certificate). */
export const ZTrainingSaveSchema = z
  .preprocess(
    alias({ trainName: 'name', people: 'planSize', trainBeginTime: 'beginTime', trainEndTime: 'endTime' }),
    z.object({
      id: zId.optional(),
      name: zRequiredText({
        required: 'validation.training.name',
        max: 50,
        tooLong: 'validation.training.name',
      }),
      trainWay: z.preprocess(toNumber, z.enum(TrainWay, { error: 'validation.training.filter' })),
      trainScope: z.preprocess(blank, z.enum(TrainScope).default(TrainScope.inside)),
      knowledgeSystemId: zId.optional(),
      /** The training catalogue's category (unchanged when absent). */
      categoryId: zId.optional(),
      planSize: z.preprocess(toNumber, z.number().int().min(0).max(100000).default(0)),
      address: text(200),
      contactName: text(50),
      contactPhone: text(30),
      sponsor: text(100),
      organizer: text(100),
      headTeacherId: zId.optional(),
      assistants: text(200),
      introduction: zOptionalText({ max: 20000, tooLong: 'validation.training.name' }),
      coverUrl: text(1000),
      beginTime: zTime,
      endTime: zTime,
      applyJoin: z.boolean().default(false),
      signUpReview: z.enum(SignUpReview).default(SignUpReview.none),
      applyStartTime: zTime.optional(),
      applyEndTime: zTime.optional(),
      signInGraceMinutes: z.number().int().min(0).max(240).default(TRAINING_RULES.signInGraceMinutes),
      passScore: z.number().min(0).max(100).default(TRAINING_RULES.defaultPassScore),
      weights: weights.optional(),
      certificateTemplateId: zId.optional(),
      sessions: z.array(ZTrainSessionInputSchema).max(200).default([]),
      userIds: z.array(zId).max(5000).default([]),
      orgIds: z.array(zId).max(500).default([]),
      positionIds: z.array(zId).max(500).default([]),
    }),
  )
  .refine((t) => t.endTime > t.beginTime, { message: 'validation.training.time', path: ['endTime'] });
export type TTrainingSave = z.infer<typeof ZTrainingSaveSchema>;

export const ZAdminTrainQuerySchema = ZPageQuerySchema.extend({
  id: zId.optional(),
  keyword: zOptionalText({ max: TRAINING_RULES.keywordMax, tooLong: 'validation.searchTooLong' }),
});

export const ZCertificateTemplateSaveSchema = z.object({
  id: zId.optional(),
  name: zRequiredText({ required: 'validation.training.name', max: 50, tooLong: 'validation.training.name' }),
  issuer: zRequiredText({
    required: 'validation.training.name',
    max: 100,
    tooLong: 'validation.training.name',
  }),
  logoUrl: text(1000),
  backgroundUrl: text(1000),
  /** Placeholders: {name} {training} {date} {code}. */
  body: zOptionalText({ max: 2000, tooLong: 'validation.training.name' }),
  validityMonths: z.preprocess(toNumber, z.number().int().min(1).max(1200).optional()),
});
export type TCertificateTemplateSave = z.infer<typeof ZCertificateTemplateSaveSchema>;

export const ZTrainIdsSchema = z.object({ ids: zIdList });

export const ZCertificateRevokeSchema = z.object({
  id: zId,
  reason: zRequiredText({
    required: 'validation.training.reasonRequired',
    max: TRAINING_RULES.reasonMax,
    tooLong: 'validation.training.reasonTooLong',
  }),
});
