// Request schemas of the study-plan domain: the learner's, the lecturer tab's and the back office's calls,
// with the original clients' parameter names (`id` / `studyPlanId`, `stuId` / `userId`). Messages are keys.
import { z } from 'zod';
import { ZPageQuerySchema, zIntParam, zOptionalText, zRequiredText } from '../common/validation.ts';
import { aliasKeys, blankToUndefined, textToNumber, zRowId } from '../course/schema-helpers.ts';
import { STUDY_PLAN_RULES as R } from './constants.ts';
import { PlanItemKind, PlanKind, PlanStatusChange } from './enums.ts';

const pageSize = zIntParam({
  min: 1,
  max: 100,
  fallback: R.pageSize,
  invalid: 'validation.pageSize.invalid',
});

/** A plan by id: `id` or the original's `studyPlanId`. */
export const ZStudyPlanIdSchema = z.preprocess(aliasKeys({ studyPlanId: 'id' }), z.object({ id: zRowId }));
export type TStudyPlanId = z.infer<typeof ZStudyPlanIdSchema>;

/** My plans (the My Task sub-tab, the knowledge system's required list). */
export const ZMyPlansSchema = ZPageQuerySchema.extend({ pageSize });
export type TMyPlans = z.infer<typeof ZMyPlansSchema>;

/** The courses of a plan (all my plans' when no `studyPlanId`). */
export const ZPlanCoursesSchema = z.preprocess(
  aliasKeys({ id: 'studyPlanId' }),
  ZPageQuerySchema.extend({ studyPlanId: z.preprocess(blankToUndefined, zRowId.optional()), pageSize }),
);
export type TPlanCourses = z.infer<typeof ZPlanCoursesSchema>;

export const ZExperienceSaveSchema = z.preprocess(
  aliasKeys({ id: 'studyPlanId' }),
  z.object({
    studyPlanId: zRowId,
    content: zRequiredText({
      required: 'studyPlan.experienceRequired',
      max: R.experienceMax,
      tooLong: 'studyPlan.experienceTooLong',
    }),
  }),
);
export type TExperienceSave = z.infer<typeof ZExperienceSaveSchema>;

/** Lecturer and back-office lists of plans. */
export const ZStudyPlanListSchema = z.preprocess(
  aliasKeys({ size: 'pageSize', currentPage: 'pageNo', coursePlanName: 'name', planName: 'name' }),
  ZPageQuerySchema.extend({
    pageSize,
    name: zOptionalText({ max: R.nameMax, tooLong: 'studyPlan.nameTooLong' }),
    /** The back office's category filter: plans of the category and the categories below it. */
    categoryId: z.preprocess(blankToUndefined, zRowId.optional()),
  }),
);
export type TStudyPlanList = z.infer<typeof ZStudyPlanListSchema>;

/** A plan's learners (queryStudyList, queryPercentageComplete). */
export const ZPlanLearnersSchema = z.preprocess(
  aliasKeys({ studyPlanId: 'id', size: 'pageSize', currentPage: 'pageNo' }),
  ZPageQuerySchema.extend({
    id: zRowId,
    pageSize,
    name: zOptionalText({ max: R.nameMax, tooLong: 'studyPlan.nameTooLong' }),
  }),
);
export type TPlanLearners = z.infer<typeof ZPlanLearnersSchema>;

/** One learner of a plan (queryStudyInfo). */
export const ZPlanLearnerSchema = z.preprocess(
  aliasKeys({ studyPlanId: 'id', stuId: 'userId' }),
  z.object({ id: zRowId, userId: zRowId }),
);
export type TPlanLearner = z.infer<typeof ZPlanLearnerSchema>;

/** Experiences of a plan (optionally one learner's). */
export const ZPlanExperiencesSchema = z.preprocess(
  aliasKeys({ id: 'studyPlanId', stuId: 'userId' }),
  ZPageQuerySchema.extend({
    studyPlanId: z.preprocess(blankToUndefined, zRowId.optional()),
    userId: z.preprocess(blankToUndefined, zRowId.optional()),
    courseId: z.preprocess(blankToUndefined, zRowId.optional()),
    pageSize,
  }),
);
export type TPlanExperiences = z.infer<typeof ZPlanExperiencesSchema>;

export const ZPlanStatusSchema = z.preprocess(
  aliasKeys({ studyPlanId: 'id' }),
  z.object({
    id: zRowId,
    status: z.preprocess(
      textToNumber,
      z.union([z.literal(PlanStatusChange.publish), z.literal(PlanStatusChange.stop)], {
        error: 'validation.enum',
      }),
    ),
  }),
);
export type TPlanStatus = z.infer<typeof ZPlanStatusSchema>;

const zTime = z.preprocess((value) => {
  const given = blankToUndefined(textToNumber(value));
  if (typeof given === 'string') return Date.parse(given.replace(' ', 'T'));
  return given;
}, z.number({ error: 'studyPlan.timeInvalid' }).int().positive());

const item = z.object({
  kind: z.enum(PlanItemKind, { error: 'studyPlan.itemKindInvalid' }),
  refId: zRowId,
  required: z.boolean().default(true),
  dueTime: z.preprocess(blankToUndefined, zTime.optional()),
  /** The index (in the whole plan's item order) of the item that must be done first. */
  prerequisite: z.number().int().min(0).optional(),
});
export type TPlanItemInput = z.infer<typeof item>;

const stage = z.object({
  name: zRequiredText({
    required: 'studyPlan.stageNameRequired',
    max: R.stageNameMax,
    tooLong: 'studyPlan.nameTooLong',
  }),
  items: z.array(item).max(R.itemsMax),
});

const target = z.object({
  targetType: z.enum(['user', 'org', 'position', 'group'], { error: 'validation.enum' }),
  targetId: zRowId,
});

/** A plan as the back office writes it (addPlan without id, updatePlan with it). */
export const ZStudyPlanSaveSchema = z
  .object({
    id: zRowId.optional(),
    name: zRequiredText({
      required: 'studyPlan.nameRequired',
      max: R.nameMax,
      tooLong: 'studyPlan.nameTooLong',
    }),
    coverUrl: z.string().trim().max(500).default(''),
    introduction: zOptionalText({ max: R.introductionMax, tooLong: 'studyPlan.introductionTooLong' }),
    kind: z.enum(PlanKind).default(PlanKind.required),
    startTime: zTime,
    endTime: zTime,
    minElectives: z.number().int().min(0).max(R.itemsMax).default(0),
    remindDays: z.number().int().min(0).max(60).default(0),
    lecturerId: z.preprocess(blankToUndefined, zRowId.optional()),
    categoryId: z.preprocess(blankToUndefined, zRowId.optional()),
    stages: z.array(stage).min(1, { error: 'studyPlan.itemsRequired' }).max(R.stagesMax),
    targets: z.array(target).max(R.targetsMax).default([]),
    /** true: publish now; false: keep as a draft. */
    publish: z.boolean().default(false),
  })
  .refine((plan) => plan.endTime > plan.startTime, { path: ['endTime'], message: 'studyPlan.windowInvalid' })
  .refine((plan) => plan.stages.some((s) => s.items.length > 0), {
    path: ['stages'],
    message: 'studyPlan.itemsRequired',
  });
export type TStudyPlanSave = z.infer<typeof ZStudyPlanSaveSchema>;

/** Records of one kind to put in a plan (the editor's chooser). */
export const ZPlanItemOptionsSchema = z.object({
  kind: z.enum(PlanItemKind, { error: 'studyPlan.itemKindInvalid' }),
  name: zOptionalText({ max: R.nameMax, tooLong: 'studyPlan.nameTooLong' }),
});
export type TPlanItemOptions = z.infer<typeof ZPlanItemOptionsSchema>;

/** Audience entries to choose in the editor. */
export const ZPlanAudienceOptionsSchema = z.object({
  type: z.enum(['user', 'org', 'position', 'group'], { error: 'validation.enum' }),
  name: zOptionalText({ max: R.nameMax, tooLong: 'studyPlan.nameTooLong' }),
});
export type TPlanAudienceOptions = z.infer<typeof ZPlanAudienceOptionsSchema>;
