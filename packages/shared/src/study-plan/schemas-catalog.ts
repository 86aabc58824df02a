// Request schemas of the study-plan back office's categories (the original learnPlan catalog pages: the
// tree with add, edit, enable/disable and delete; the grouped column with rename, move and delete), the
// elective courses' view log (queryLog / delLog) and the exams of a course (queryCourseRelatedExam).
import { z } from 'zod';
import { ZPageQuerySchema, zIntParam, zOptionalText, zRequiredText } from '../common/validation.ts';
import { blankToUndefined, textToNumber, zRowId } from '../course/schema-helpers.ts';

const CATEGORY_NAME_MAX = 32;
const splitIds = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : value;
const zIdList = z.preprocess(splitIds, z.array(zRowId, { error: 'studyPlan.validation.ids' }).max(500));
/** The original sends '0' or '' for "no parent". */
const zParentId = z.preprocess(
  (value) => (value === '' || value === '0' || value === 0 || value === null ? undefined : value),
  zRowId.optional(),
);
const zCategoryName = zRequiredText({
  required: 'studyPlan.validation.categoryName',
  max: CATEGORY_NAME_MAX,
  tooLong: 'studyPlan.validation.categoryName',
});
const zStatus = z.preprocess(
  textToNumber,
  z.union([z.literal(0), z.literal(1)], { error: 'studyPlan.validation.categoryStatus' }),
);

/** `getCategoryTree`: the whole tree, or the matches (with their ancestors) of name, status and creator. */
export const ZPlanCategoryTreeSchema = z.object({
  name: zOptionalText({ max: CATEGORY_NAME_MAX, tooLong: 'studyPlan.validation.categoryName' }),
  status: z.preprocess(blankToUndefined, zStatus.optional()),
  creatorId: z.preprocess(blankToUndefined, zRowId.optional()),
  /** '1' from the editors: only enabled categories, to choose one. */
  addFlag: z.preprocess(blankToUndefined, z.enum(['0', '1']).optional()),
  /** Sent by the plan list's filter ('0': the whole tree); accepted, the tree is always whole. */
  parentOrgId: z.preprocess(blankToUndefined, z.union([z.string(), z.number()]).optional()),
});
export type TPlanCategoryTree = z.infer<typeof ZPlanCategoryTreeSchema>;

/** `addCatalog` (`orgIds` a comma-separated string in the original; `id` names the parent in its column). */
export const ZPlanCategorySchema = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null) return value;
    const record: Record<string, unknown> = { ...value };
    if ((record.parentId === undefined || record.parentId === '') && record.id !== undefined)
      record.parentId = record.id;
    delete record.id;
    return record;
  },
  z.object({ name: zCategoryName, parentId: zParentId, orgIds: zIdList.default([]) }),
);
export type TPlanCategory = z.infer<typeof ZPlanCategorySchema>;

/** `editCategory`: name, parent and org scope of one category. */
export const ZPlanCategoryEditSchema = z.object({
  id: zRowId,
  name: zCategoryName,
  parentId: zParentId,
  orgIds: zIdList.default([]),
});
export type TPlanCategoryEdit = z.infer<typeof ZPlanCategoryEditSchema>;

export const ZPlanCategoryIdSchema = z.object({ id: zRowId });
export const ZPlanCategoryStatusSchema = z.object({ id: zRowId, status: zStatus });
/** `updateCatalogs`: rename. */
export const ZPlanCatalogRenameSchema = z.object({ id: zRowId, name: zCategoryName });
/** `move`: under another category, or to the top ('0' / ''). */
export const ZPlanCatalogMoveSchema = z.object({ id: zRowId, parentId: zParentId });
/** `getCatalogs`: the top-level groups and the children of `parentId` (of every group without it). */
export const ZPlanCatalogsSchema = z.object({ parentId: zParentId });

/** `course/queryLog`: who opened which elective course to learn (the back office's elective list). */
export const ZElectiveLogSchema = ZPageQuerySchema.extend({
  pageSize: zIntParam({ min: 1, max: 100, fallback: 10, invalid: 'validation.pageSize.invalid' }),
  courseName: zOptionalText({ max: 100, tooLong: 'studyPlan.nameTooLong' }),
  userName: zOptionalText({ max: 50, tooLong: 'studyPlan.nameTooLong' }),
  phonenum: zOptionalText({ max: 32, tooLong: 'studyPlan.nameTooLong' }),
  departmentId: z.preprocess(blankToUndefined, zRowId.optional()),
});
export type TElectiveLog = z.infer<typeof ZElectiveLogSchema>;

/** `course/delLog`: `ids` comma-separated. */
export const ZElectiveLogDeleteSchema = z.object({
  ids: z.preprocess(
    splitIds,
    z
      .array(zRowId, { error: 'studyPlan.validation.ids' })
      .min(1, { error: 'studyPlan.validation.ids' })
      .max(500),
  ),
});
