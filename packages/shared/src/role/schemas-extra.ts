// Request schemas of the role domain's remaining original calls: role categories (the role page's side
// tree), work-number rules, the menu editor (menu/info), and the privilege calls that add or remove menus by
// their ids (role/privilege POST, role/menu/privilege DELETE).
import { z } from 'zod';
import { zOptionalText, zRequiredText } from '../common/validation.ts';
import { aliasKeys, blankToUndefined, textToNumber, zRowId } from '../course/schema-helpers.ts';
import { ROLE_RULES } from './constants.ts';
import { catalogueCodeOfId } from './menu-ids.ts';

const categoryName = zRequiredText({
  required: 'role.categoryNameRequired',
  max: ROLE_RULES.categoryNameMax,
  tooLong: 'role.categoryNameTooLong',
});

/** `name` is the original's field; `categoryName` is its form's. */
export const ZCreateRoleCategorySchema = z.preprocess(
  aliasKeys({ categoryName: 'name' }),
  z.object({ name: categoryName }),
);
export type TCreateRoleCategory = z.infer<typeof ZCreateRoleCategorySchema>;

export const ZEditRoleCategorySchema = z.preprocess(
  aliasKeys({ categoryId: 'id', categoryName: 'name' }),
  z.object({ id: zRowId, name: categoryName }),
);
export type TEditRoleCategory = z.infer<typeof ZEditRoleCategorySchema>;

export const ZRoleCategoryRefSchema = z.preprocess(aliasKeys({ categoryId: 'id' }), z.object({ id: zRowId }));

/** A rule is an optional prefix of letters and a digit count: 'BLH4', '6', 'A10'. */
const zWorkNoRule = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: 'role.workNoRuleInvalid' })
    .trim()
    .max(ROLE_RULES.workNoRuleMax, { error: 'role.workNoRuleInvalid' })
    .regex(ROLE_RULES.workNoRuleRegex, { error: 'role.workNoRuleInvalid' }),
);
const remark = zOptionalText({ max: ROLE_RULES.remarkMax, tooLong: 'role.remarkTooLong' });
/** A platform administrator names the tenant; anyone else works on their own (the field is ignored). */
const tenantField = z.preprocess(blankToUndefined, z.string().max(64).optional());

export const ZWorkNoRuleQuerySchema = z.object({ tenantId: tenantField });
export const ZCreateWorkNoRuleSchema = z.object({ tenantId: tenantField, rule: zWorkNoRule, remark });
export type TCreateWorkNoRule = z.infer<typeof ZCreateWorkNoRuleSchema>;
export const ZEditWorkNoRuleSchema = z.object({
  tenantId: tenantField,
  id: zRowId,
  rule: zWorkNoRule,
  remark,
});
export type TEditWorkNoRule = z.infer<typeof ZEditWorkNoRuleSchema>;
export const ZWorkNoRuleRefSchema = z.object({ tenantId: tenantField, id: zRowId });

/** The client whose menus are read: the back office's ('Admin', fixed by the product) or the learner site's. */
const zClientId = z.preprocess(blankToUndefined, z.string().max(64).default('Admin'));
const zParentId = z.preprocess(textToNumber, z.number().int().min(0).max(2_147_483_647).default(0));

export const ZMenuInfoQuerySchema = z.object({
  parentId: zParentId,
  clientId: zClientId,
  name: zOptionalText({ max: ROLE_RULES.menuNameMax, tooLong: 'role.menuNameTooLong' }),
});
export type TMenuInfoQuery = z.infer<typeof ZMenuInfoQuerySchema>;

const zMenuType = z.enum(['Dir', 'Menu', 'Button'], { error: 'role.menuTypeInvalid' });
const zFlag = z.preprocess(
  (value) => (typeof value === 'boolean' ? Number(value) : textToNumber(value)),
  z.union([z.literal(0), z.literal(1)], { error: 'role.flagInvalid' }),
);
const menuFields = {
  name: zRequiredText({
    required: 'role.menuNameRequired',
    max: ROLE_RULES.menuNameMax,
    tooLong: 'role.menuNameTooLong',
  }),
  code: zRequiredText({
    required: 'role.menuCodeRequired',
    max: ROLE_RULES.codeMax,
    tooLong: 'role.codeTooLong',
  }),
  path: zOptionalText({ max: ROLE_RULES.menuPathMax, tooLong: 'role.menuPathTooLong' }),
  alias: zOptionalText({ max: ROLE_RULES.menuNameMax, tooLong: 'role.menuNameTooLong' }),
  icon: zOptionalText({ max: ROLE_RULES.menuNameMax, tooLong: 'role.menuNameTooLong' }),
  menuType: z.preprocess(blankToUndefined, zMenuType.default('Menu')),
  sort: z.preprocess(
    textToNumber,
    z.number({ error: 'role.sortInvalid' }).int().min(0).max(99_999).default(0),
  ),
  isShow: z.preprocess(blankToUndefined, zFlag.default(1)),
};

export const ZCreateMenuInfoSchema = z.object({ clientId: zClientId, parentId: zParentId, ...menuFields });
export type TCreateMenuInfo = z.infer<typeof ZCreateMenuInfoSchema>;

/** Either the whole form or only `isEnabled` (the list's switch). */
export const ZEditMenuInfoSchema = z.object({
  clientId: zClientId,
  menuId: zRowId,
  isEnabled: z.preprocess(blankToUndefined, zFlag.optional()),
  name: menuFields.name.optional(),
  code: menuFields.code.optional(),
  path: menuFields.path,
  alias: menuFields.alias,
  icon: menuFields.icon,
  menuType: z.preprocess(blankToUndefined, zMenuType.optional()),
  sort: z.preprocess(
    textToNumber,
    z.number({ error: 'role.sortInvalid' }).int().min(0).max(99_999).optional(),
  ),
  isShow: z.preprocess(blankToUndefined, zFlag.optional()),
});
export type TEditMenuInfo = z.infer<typeof ZEditMenuInfoSchema>;

/** Menu ids as the original sends them: a number, an array or comma-separated text. */
const zMenuIds = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value.split(',').filter((part) => part.trim() !== '')
      : typeof value === 'number'
        ? [value]
        : value,
  z
    .array(zRowId, { error: 'role.menuIdsInvalid' })
    .min(1, { error: 'role.menuIdsInvalid' })
    .max(5_000, { error: 'role.menuIdsInvalid' }),
);

export const ZDeleteMenuInfoSchema = z.object({ clientId: zClientId, menuId: zMenuIds });

const zCatalogueId = zRowId.refine((id) => catalogueCodeOfId.has(id), { error: 'role.menuIdsInvalid' });

/** `role/privilege` POST: menus (by id) added to what the role holds. */
export const ZAddRolePrivilegesSchema = z.object({
  roleId: zRowId,
  privileges: z
    .array(z.object({ menuId: zCatalogueId }).loose(), { error: 'role.menuIdsInvalid' })
    .min(1, { error: 'role.menuIdsInvalid' })
    .max(5_000, { error: 'role.menuIdsInvalid' }),
});

/** `role/menu/privilege` DELETE: menus (by id) taken from what the role holds. */
export const ZRemoveRolePrivilegesSchema = z.object({
  roleId: zRowId,
  menuId: zMenuIds.refine((ids) => ids.every((id) => catalogueCodeOfId.has(id)), {
    error: 'role.menuIdsInvalid',
  }),
});

/** The data-rule pages name the role (and the menu, which our data scope does not depend on). */
export const ZRoleScopeQuerySchema = z.object({ roleId: zRowId, menuId: z.unknown().optional() });
