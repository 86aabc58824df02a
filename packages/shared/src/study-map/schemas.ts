// Request schemas of the study-map domain, with the original clients' parameter names (`userRoteId` is the
// original's spelling). Messages are catalogue keys; the server translates them.
import { z } from 'zod';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { blankToUndefined, textToNumber, zRowId } from '../course/schema-helpers.ts';
import { STUDY_MAP_RULES as R } from './constants.ts';
import { AbilityRouteType, MaterialReviewStatus } from './enums.ts';

/** `ids` as an array or a comma list. */
const zIdList = (max = 200) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value.split(',').filter(Boolean).map(textToNumber)
        : typeof value === 'number'
          ? [value]
          : value,
    z.array(zRowId).min(1).max(max),
  );

export const ZPositionIdSchema = z.object({ positionId: zRowId });
export type TPositionId = z.infer<typeof ZPositionIdSchema>;

export const ZRouteConfSchema = z.object({
  positionId: zRowId,
  otherPositionId: z.preprocess(blankToUndefined, zRowId.optional()),
});

export const ZSimpleCourseSchema = z.object({ courseId: zRowId });
export const ZExamByIdSchema = z.object({ id: zRowId });

export const ZChooseRouteSchema = z.object({ userRoteId: zRowId });
export type TChooseRoute = z.infer<typeof ZChooseRouteSchema>;

/** `ability/file/my`: one learning way (`ablrId`) or several (`ablrIds`); the back office adds `userId`. */
export const ZMyMaterialSchema = z
  .object({
    ablrId: zRowId.optional(),
    ablrIds: zIdList(100).optional(),
    userId: zRowId.optional(),
  })
  .refine((value) => value.ablrId !== undefined || value.ablrIds !== undefined, {
    path: ['ablrId'],
    message: 'error.badRequest',
  });
export type TMyMaterial = z.infer<typeof ZMyMaterialSchema>;

export const ZAddMaterialSchema = z.object({
  bizId: zRowId,
  fileName: zRequiredText({ required: 'file.wrongFormat', max: 255, tooLong: 'studyMap.nameTooLong' }),
  fileUrl: zRequiredText({ required: 'studyMap.fileUnknown', max: 2000, tooLong: 'studyMap.fileUnknown' }),
  fileSize: z.preprocess(textToNumber, z.number().min(0).optional()),
});
export type TAddMaterial = z.infer<typeof ZAddMaterialSchema>;

export const ZMaterialIdSchema = z.object({ ablrId: zRowId });

export const ZPositionSearchSchema = z.object({
  name: zOptionalText({ max: 100, tooLong: 'validation.searchTooLong' }),
});

// ---- back office ---------------------------------------------------------------------------------

const name = zRequiredText({
  required: 'studyMap.nameRequired',
  max: R.nameMax,
  tooLong: 'studyMap.nameTooLong',
});
const desc = zOptionalText({ max: R.descMax, tooLong: 'studyMap.textTooLong' });

export const ZAbilityQuerySchema = ZPageQuerySchema.extend({
  abilityName: zOptionalText({ max: 100, tooLong: 'validation.searchTooLong' }),
});
export type TAbilityQuery = z.infer<typeof ZAbilityQuerySchema>;

const zLevelRoute = z.object({
  id: zRowId.optional(),
  routeType: z.preprocess(textToNumber, z.union(Object.values(AbilityRouteType).map((v) => z.literal(v)))),
  /** The course, exam, training or live (0 for a material). */
  bizId: z.preprocess(blankToUndefined, z.preprocess(textToNumber, z.number().int().min(0)).default(0)),
  routeName: name,
  /** What the learner should report (materials only). */
  material: desc,
});
export type TLevelRoute = z.infer<typeof zLevelRoute>;

const zLevel = z.object({
  id: zRowId.optional(),
  levelName: name,
  /** The level's grade on the radar, 1..5. */
  sort: z.preprocess(textToNumber, z.number().int().min(1).max(5)),
  abilityDesc: desc,
  routes: z.array(zLevelRoute).max(R.routesPerLevelMax).default([]),
});

export const ZAbilitySaveSchema = z.object({
  id: zRowId.optional(),
  abilityName: name,
  abilityDesc: desc,
  levels: z.array(zLevel).max(R.levelsMax).default([]),
});
export type TAbilitySave = z.infer<typeof ZAbilitySaveSchema>;

export const ZStudyMapIdSchema = z.object({ id: zRowId });
export const ZAbilityIdSchema = z.object({ abilityId: zRowId });
export const ZAbilityIdsSchema = z.object({ abilityIds: zIdList() });
export const ZLevelIdsSchema = z.object({ abilityLevelIds: zIdList() });
export const ZLevelRouteIdsSchema = z.object({ abilityLevelRouteIds: zIdList() });
export const ZPositionIdsSchema = z.object({ ids: zIdList() });
export const ZStudyMapIdsSchema = z.object({ ids: zIdList() });

export const ZPositionAbilitySchema = z.object({
  positionId: zRowId,
  /** The position's whole model: each ability at its required level. */
  abilities: z.array(z.object({ abilityId: zRowId, levelId: zRowId })).max(50),
});
export type TPositionAbility = z.infer<typeof ZPositionAbilitySchema>;

export const ZRouteTreeSchema = z.object({
  name: zOptionalText({ max: 100, tooLong: 'validation.searchTooLong' }),
});

/** A position's promotion routes: each an ordered list of positions starting at the position. */
export const ZRouteSubmitSchema = z.object({
  positionId: zRowId,
  routes: z
    .array(
      z.object({
        id: zRowId.optional(),
        positionIds: z.array(zRowId).min(1).max(R.routePositionsMax),
      }),
    )
    .max(20),
});
export type TRouteSubmit = z.infer<typeof ZRouteSubmitSchema>;

export const ZUserPageSchema = ZPageQuerySchema.extend({ positionId: zRowId });
export const ZStudyMapUserSchema = z.object({ userId: zRowId });
export const ZUserWaySchema = z.object({ userId: zRowId, positionId: zRowId });

export const ZMaterialPageSchema = ZPageQuerySchema.extend({
  status: z.preprocess(
    blankToUndefined,
    z
      .preprocess(textToNumber, z.union(Object.values(MaterialReviewStatus).map((v) => z.literal(v))))
      .optional(),
  ),
});
export type TMaterialPage = z.infer<typeof ZMaterialPageSchema>;

export const ZMaterialReviewSchema = z.object({
  id: zRowId,
  status: z.preprocess(textToNumber, z.union([z.literal(2), z.literal(3)])),
});

export const ZStudyMapSettingSchema = z.object({
  /** The one org unit (with everything below it) whose people may choose their position; null: nobody. */
  positionChangeOrgId: z.preprocess(blankToUndefined, zRowId.nullable().default(null)),
});
