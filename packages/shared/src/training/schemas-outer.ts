// Request schemas of the external-training editor (original src/views/training-edit/index.vue with
// type=outer), the audience expansion it calls, unfiling trainings from a knowledge system, and the
// course picker of the schedule drawers (getTrainCource).
import { z } from 'zod';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { alias, blank, toNumber, trainAlias, zId, zIdList } from './schema-helpers.ts';

const text = (max: number) => zOptionalText({ max, tooLong: 'validation.training.name' });
const zWhen = z.preprocess(
  (value) => {
    const given = toNumber(value);
    return typeof given === 'string' ? Date.parse(given.replace(' ', 'T')) : given;
  },
  z.number({ error: 'validation.training.time' }).int({ error: 'validation.training.time' }).min(0),
);
const zBiz = z.object({ bizId: zId });

/** The form: `trainTime` [begin, end] (or trainBeginTime / trainEndTime) and the basic fields. */
const ZOuterInfoSchema = z.preprocess(
  (value) => {
    const record = alias({ trainBeginTime: 'beginTime', trainEndTime: 'endTime', people: 'planSize' })(value);
    if (!record || typeof record !== 'object' || Array.isArray(record)) return record;
    const input: Record<string, unknown> = { ...(record as Record<string, unknown>) };
    const [begin, end] = Array.isArray(input.trainTime) ? input.trainTime : [];
    if (input.beginTime === undefined) input.beginTime = begin;
    if (input.endTime === undefined) input.endTime = end;
    return input;
  },
  z
    .object({
      trainName: zRequiredText({
        required: 'validation.training.name',
        max: 50,
        tooLong: 'validation.training.name',
      }),
      beginTime: zWhen,
      endTime: zWhen,
      categoryId: z.preprocess(blank, zId.optional()),
      knowledgeSystemId: z.preprocess(
        (value) => (Array.isArray(value) ? value[value.length - 1] : blank(value)),
        zId.optional(),
      ),
      headTeacher: z.preprocess(blank, zId.optional()),
      planSize: z.preprocess(toNumber, z.number().int().min(0).max(100_000).default(0)),
      address: text(200),
      contactName: text(50),
      contactPhone: text(30),
      sponsor: text(100),
      organizer: text(100),
      introduction: zOptionalText({ max: 20_000, tooLong: 'validation.training.name' }),
    })
    .refine((info) => info.endTime > info.beginTime, {
      message: 'validation.training.time',
      path: ['endTime'],
    }),
);

/** `addOuterTrain` / `updateOuterTrain` (with `id`): the form and the people (bizId = user id). */
export const ZOuterTrainSaveSchema = z.object({
  id: z.preprocess(blank, zId.optional()),
  trainOuterInfo: ZOuterInfoSchema,
  trainObjectsList: z.array(zBiz, { error: 'validation.training.people' }).max(5000).default([]),
});
export type TOuterTrainSave = z.infer<typeof ZOuterTrainSaveSchema>;
export const ZOuterTrainUpdateSchema = ZOuterTrainSaveSchema.extend({ id: zId });

export const ZOuterTrainIdSchema = z.preprocess(trainAlias, z.object({ trainId: zId }));
export const ZOuterTrainObjectsSchema = z.preprocess(trainAlias, ZPageQuerySchema.extend({ trainId: zId }));
export type TOuterTrainObjects = z.infer<typeof ZOuterTrainObjectsSchema>;

/** `executeTrainObjectUsers`: the audience as the editor holds it. */
export const ZTrainObjectUsersSchema = z.object({
  userObjects: z.array(zBiz).max(5000).default([]),
  positionObjects: z.array(zBiz).max(500).default([]),
  orgObjects: z.array(zBiz).max(500).default([]),
});
export type TTrainObjectUsers = z.infer<typeof ZTrainObjectUsersSchema>;

/** `cancelRelation`: trainings to take out of their knowledge system. */
export const ZTrainCancelRelationSchema = z.object({
  source: z.preprocess(blank, z.literal('train', { error: 'validation.training.filter' }).default('train')),
  trainIds: zIdList,
});

/** `GET /manage/v1/course`: courses for a session, by name; courseType 1 online, 2 offline. */
export const ZTrainCoursesSchema = ZPageQuerySchema.extend({
  search: zOptionalText({ max: 100, tooLong: 'validation.searchTooLong' }),
  courseName: zOptionalText({ max: 100, tooLong: 'validation.searchTooLong' }),
  courseType: z.preprocess(
    toNumber,
    z.union([z.literal(1), z.literal(2)], { error: 'validation.training.filter' }).optional(),
  ),
});
export type TTrainCourses = z.infer<typeof ZTrainCoursesSchema>;
