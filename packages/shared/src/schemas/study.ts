// Request schemas of the My Task study lists (SPEC §7 Study lists): the required and elective course lists,
// and adding to or removing from my study (`ids` as a comma list).
import { z } from 'zod';
import { COURSE_RULES, PAGE_SIZES } from '../constants.ts';
import { CatalogCourseType, StudyItemType } from '../enums.ts';
import { ZPageQuerySchema, zIntParam } from '../validation.ts';

function blankToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** `myCourseCatalog`: courseType 2 courses (studyType 0 = my required list) or 1 trainings. */
export const ZMyCourseCatalogSchema = ZPageQuerySchema.extend({
  courseType: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .pipe(z.union([z.literal(CatalogCourseType.training), z.literal(CatalogCourseType.course)]))
      .default(CatalogCourseType.course),
  ),
  studyType: zIntParam({ min: 0, max: 9, fallback: 0, invalid: 'validation.enum' }),
  pageSize: zIntParam({
    min: 1,
    max: 100,
    fallback: PAGE_SIZES.requiredCourse.default,
    invalid: 'validation.pageSize.invalid',
  }),
});
export type TMyCourseCatalog = z.infer<typeof ZMyCourseCatalogSchema>;

/** `myElectiveCourse` (courseType 0): page sizes 20, 40, 60, 80, 100; default 20. */
export const ZMyElectiveCourseSchema = ZPageQuerySchema.extend({
  pageSize: zIntParam({
    min: 1,
    max: 100,
    fallback: PAGE_SIZES.electiveCourse.default,
    invalid: 'validation.pageSize.invalid',
  }),
});
export type TMyElectiveCourse = z.infer<typeof ZMyElectiveCourseSchema>;

/** "1,2,3", [1, 2, 3] or a single id: distinct positive ids, at least one. */
const zIds = z.preprocess(
  (value) => {
    if (typeof value === 'number') return [value];
    if (typeof value === 'string')
      return value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => (/^\d{1,10}$/.test(part) ? Number(part) : Number.NaN));
    return value;
  },
  z
    .array(z.number({ error: 'validation.ids.invalid' }).int().min(1).max(2_147_483_647), {
      error: 'validation.ids.invalid',
    })
    .min(1, { error: 'validation.ids.invalid' })
    .max(COURSE_RULES.bulkIdsMax, { error: 'validation.ids.invalid' })
    .transform((ids) => [...new Set(ids)]),
);

const studyItemBody = z.object({
  ids: zIds,
  type: z.preprocess(blankToUndefined, z.enum(StudyItemType).default(StudyItemType.course)),
});

/** `myTask/remove` and `myTask/add`: `ids` comma list (or `id`), `type` course | live | train. */
export const ZStudyItemsSchema = z.preprocess((value) => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const input = value as Record<string, unknown>;
    if (blankToUndefined(input.ids) === undefined && input.id !== undefined)
      return { ...input, ids: input.id };
  }
  return value;
}, studyItemBody);
export type TStudyItems = z.infer<typeof ZStudyItemsSchema>;
