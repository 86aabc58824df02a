// Request schemas of the My Task study lists (SPEC §7 Study lists): the required and elective course lists,
// and adding to or removing from my study (`ids` as a comma list).
import { z } from 'zod';
import { PAGE_SIZES } from '../common/constants.ts';
import { ZPageQuerySchema, zIntParam } from '../common/validation.ts';
import { COURSE_RULES } from '../course/constants.ts';
import { LEARNED_COURSES_SHOWN } from './constants.ts';
import { CatalogCourseType, CatalogStudyType, StudyItemType } from './enums.ts';

function blankToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/**
 * `myCourseCatalog` and `myRequireCourse`: courseType 2 courses (studyType 0 = list 1, 1 = list 2) or
 * 1 trainings. `todo` 1 (ours, not the original client's) keeps only unfinished open courses: the home
 * page's "my tasks" box asks for those.
 */
export const ZMyCourseCatalogSchema = ZPageQuerySchema.extend({
  courseType: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .pipe(
        z.union([
          z.literal(CatalogCourseType.training),
          z.literal(CatalogCourseType.course),
          z.literal(CatalogCourseType.plan),
        ]),
      )
      .default(CatalogCourseType.course),
  ),
  studyType: zIntParam({
    min: 0,
    max: 9,
    fallback: CatalogStudyType.required,
    invalid: 'validation.enum',
  }),
  todo: zIntParam({ min: 0, max: 1, fallback: 0, invalid: 'validation.enum' }),
  pageSize: zIntParam({
    min: 1,
    max: 100,
    fallback: PAGE_SIZES.requiredCourse.default,
    invalid: 'validation.pageSize.invalid',
  }),
});
export type TMyCourseCatalog = z.infer<typeof ZMyCourseCatalogSchema>;

/** `myElectiveCourse` (courseType 0) and `getMyElectiveCourseList`: page sizes 20, 40, 60, 80, 100; default 20. */
export const ZMyElectiveCourseSchema = ZPageQuerySchema.extend({
  pageSize: zIntParam({
    min: 1,
    max: 100,
    fallback: PAGE_SIZES.electiveCourse.default,
    invalid: 'validation.pageSize.invalid',
  }),
});
export type TMyElectiveCourse = z.infer<typeof ZMyElectiveCourseSchema>;

/** `queryLearnedCourseList`: the home page asks for page 1 of 5. */
export const ZLearnedCourseListSchema = ZPageQuerySchema.extend({
  pageSize: zIntParam({
    min: 1,
    max: 100,
    fallback: LEARNED_COURSES_SHOWN,
    invalid: 'validation.pageSize.invalid',
  }),
});
export type TLearnedCourseList = z.infer<typeof ZLearnedCourseListSchema>;

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
