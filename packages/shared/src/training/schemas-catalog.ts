// Request schemas of the training catalogue (original src/views/training/catalog.vue and catalogEdit.vue:
// the tree with add, edit, enable/disable, delete; the arrangements page's grouped column with rename, move,
// delete). `source` picks the tree: 'train' (default) or 'classroom' (the classroom categories).
import { z } from 'zod';
import { zOptionalText, zRequiredText } from '../common/validation.ts';
import { blank, toNumber, zId } from './schema-helpers.ts';

const NAME_MAX = 32;
export const CategorySource = { train: 'train', classroom: 'classroom' } as const;
export type CategorySource = (typeof CategorySource)[keyof typeof CategorySource];

const zSource = z.preprocess(
  blank,
  z.enum(CategorySource, { error: 'validation.classroom.source' }).default(CategorySource.train),
);
const zOrgIds = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
      : (blank(value) ?? []),
  z.array(zId, { error: 'validation.training.ids' }).max(500),
);
/** The original sends '0' or '' for "no parent". */
const zParentId = z.preprocess(
  (value) => (value === '0' || value === 0 ? undefined : blank(value)),
  zId.optional(),
);
const zName = zRequiredText({
  required: 'validation.trainCatalog.name',
  max: NAME_MAX,
  tooLong: 'validation.trainCatalog.name',
});
const zStatus = z.preprocess(
  toNumber,
  z.union([z.literal(0), z.literal(1)], { error: 'validation.classroom.status' }),
);

/** `getCategoryTree`: the whole tree, or the matches (with their ancestors) of name, status and creator. */
export const ZTrainCategoryTreeSchema = z.object({
  source: zSource,
  name: zOptionalText({ max: NAME_MAX, tooLong: 'validation.trainCatalog.name' }),
  status: z.preprocess(blank, zStatus.optional()),
  creatorId: z.preprocess(blank, zId.optional()),
  /** '1' from the editors: only enabled categories, to choose one. */
  addFlag: z.preprocess(blank, z.enum(['0', '1']).optional()),
});
export type TTrainCategoryTree = z.infer<typeof ZTrainCategoryTreeSchema>;

/** `addCatalog` (`orgIds` a comma list in the original; in the grouped column `id` names the parent). */
export const ZTrainCategorySchema = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null) return value;
    const record: Record<string, unknown> = { ...value };
    if (blank(record.parentId) === undefined && record.id !== undefined) record.parentId = record.id;
    delete record.id;
    return record;
  },
  z.object({ source: zSource, name: zName, parentId: zParentId, orgIds: zOrgIds }),
);
export type TTrainCategory = z.infer<typeof ZTrainCategorySchema>;

/** `editCategory`: name, parent and org scope of one category. */
export const ZTrainCategoryEditSchema = z.object({
  id: zId,
  name: zName,
  parentId: zParentId,
  orgIds: zOrgIds,
});
export type TTrainCategoryEdit = z.infer<typeof ZTrainCategoryEditSchema>;

export const ZTrainCategoryIdSchema = z.object({ id: zId });
export const ZTrainCategoryStatusSchema = z.object({ id: zId, status: zStatus });
/** `updateCatalogs`: rename. */
export const ZTrainCatalogRenameSchema = z.object({ id: zId, name: zName });
/** `move`: under another category, or to the top ('0' / ''). */
export const ZTrainCatalogMoveSchema = z.object({ id: zId, parentId: zParentId });
/** `getCatalogs`: the top-level groups and the children of `parentId` (of every group without it). */
export const ZTrainCatalogsSchema = z.object({ source: zSource, parentId: zParentId });
/** `queryCategoryOrgList` / `queryAllCatalog`: which tree. */
export const ZCategorySourceSchema = z.object({ source: zSource });
/** `classroom/queryCategoryOrgList`: the same, the classroom tree unless told. */
export const ZClassroomCategorySourceSchema = z.object({
  source: z.preprocess(
    blank,
    z.enum(CategorySource, { error: 'validation.classroom.source' }).default(CategorySource.classroom),
  ),
});
