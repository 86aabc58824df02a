// Request schemas of the role domain: roles, their privileges, data scope and members, tenants (platform
// administrators) and the audit log filters. The original back office's names are accepted: `roleName`,
// `remark`, `tenantName`.
import { z } from 'zod';
import {
  ZPageQuerySchema,
  ZPasswordSchema,
  ZPhoneSchema,
  zOptionalText,
  zRequiredText,
} from '../common/validation.ts';
import { aliasKeys, blankToUndefined, textToNumber, zRowId } from '../course/schema-helpers.ts';
import { ROLE_RULES } from './constants.ts';
import { DataScopeKind } from './enums.ts';
import { allPrivilegeCodes } from './privileges.ts';

const zDataScope = z.enum(Object.values(DataScopeKind), { error: 'role.dataScopeInvalid' });
const pageAlias = aliasKeys({ size: 'pageSize', currentPage: 'pageNo' });
const zOptionalRowId = z.preprocess(blankToUndefined, zRowId.optional());

/** A list of row ids, sent as an array or as comma-separated text (`ids=1,2`). */
const zRowIds = z.preprocess(
  (value) =>
    typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : textToNumber(value),
  z
    .array(zRowId, { error: 'role.userIdsInvalid' })
    .min(1, { error: 'role.userIdsInvalid' })
    .max(ROLE_RULES.batchMax, { error: 'role.userIdsInvalid' }),
);

export const ZRoleListQuerySchema = z.preprocess(
  pageAlias,
  ZPageQuerySchema.extend({
    roleName: zOptionalText({ max: ROLE_RULES.nameMax, tooLong: 'role.nameTooLong' }),
    /** Only the roles filed under this category (the side tree's selection). */
    categoryId: zOptionalRowId,
  }),
);
export type TRoleListQuery = z.infer<typeof ZRoleListQuerySchema>;

export const ZRoleRefSchema = z.preprocess(aliasKeys({ id: 'roleId' }), z.object({ roleId: zRowId }));
export type TRoleRef = z.infer<typeof ZRoleRefSchema>;

const roleFields = {
  roleName: zRequiredText({
    required: 'role.nameRequired',
    max: ROLE_RULES.nameMax,
    tooLong: 'role.nameTooLong',
  }),
  roleCode: zRequiredText({
    required: 'role.codeRequired',
    max: ROLE_RULES.codeMax,
    tooLong: 'role.codeTooLong',
  }),
  remark: zOptionalText({ max: ROLE_RULES.remarkMax, tooLong: 'role.remarkTooLong' }),
  dataScope: z.preprocess(blankToUndefined, zDataScope.default(DataScopeKind.own)),
  /** The category it is filed under; absent leaves it as it was (none for a new role). */
  categoryId: zOptionalRowId,
};

export const ZCreateRoleSchema = z.preprocess(
  aliasKeys({ name: 'roleName', code: 'roleCode' }),
  z.object(roleFields),
);
export type TCreateRole = z.infer<typeof ZCreateRoleSchema>;

export const ZEditRoleSchema = z.preprocess(
  aliasKeys({ id: 'roleId', name: 'roleName', code: 'roleCode' }),
  z.object({
    roleId: zRowId,
    ...roleFields,
    isEnabled: z.preprocess(textToNumber, z.union([z.literal(0), z.literal(1)]).default(1)),
  }),
);
export type TEditRole = z.infer<typeof ZEditRoleSchema>;

/** The role's whole set of codes (replaces what it held); every code must be in the catalogue. */
export const ZSetRolePrivilegesSchema = z.object({
  roleId: zRowId,
  codes: z
    .array(
      z.string().refine((code) => allPrivilegeCodes.has(code), { error: 'role.codeUnknown' }),
      { error: 'role.codesInvalid' },
    )
    .max(5_000, { error: 'role.codesInvalid' }),
});
export type TSetRolePrivileges = z.infer<typeof ZSetRolePrivilegesSchema>;

export const ZSetRoleDataScopeSchema = z.object({ roleId: zRowId, dataScope: zDataScope });
export type TSetRoleDataScope = z.infer<typeof ZSetRoleDataScopeSchema>;

/** `keyword` is the add-users dialog's name for `name` (two search forms on one page need two ids). */
const keywordAlias = aliasKeys({ keyword: 'name' });

export const ZRoleUsersQuerySchema = z.preprocess(
  (value) => keywordAlias(pageAlias(value)),
  ZPageQuerySchema.extend({
    roleId: zRowId,
    name: zOptionalText({ max: ROLE_RULES.nameMax, tooLong: 'role.nameTooLong' }),
  }),
);
export type TRoleUsersQuery = z.infer<typeof ZRoleUsersQuerySchema>;

export const ZRoleUsersChangeSchema = z.object({ roleId: zRowId, userIds: zRowIds });
export type TRoleUsersChange = z.infer<typeof ZRoleUsersChangeSchema>;

export const ZTenantListQuerySchema = z.preprocess(
  pageAlias,
  ZPageQuerySchema.extend({
    tenantName: zOptionalText({ max: ROLE_RULES.tenantNameMax, tooLong: 'role.tenantNameTooLong' }),
  }),
);
export type TTenantListQuery = z.infer<typeof ZTenantListQuerySchema>;

const tenantDomain = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : blankToUndefined(value)),
  z
    .union([z.literal(''), z.string().regex(ROLE_RULES.domainRegex, { error: 'role.domainInvalid' })])
    .optional(),
);
const tenantName = zRequiredText({
  required: 'role.tenantNameRequired',
  max: ROLE_RULES.tenantNameMax,
  tooLong: 'role.tenantNameTooLong',
});

export const ZCreateTenantSchema = z.object({
  tenantId: z
    .string({ error: 'role.tenantIdInvalid' })
    .trim()
    .regex(ROLE_RULES.tenantIdRegex, { error: 'role.tenantIdInvalid' }),
  tenantName,
  domain: tenantDomain,
});
export type TCreateTenant = z.infer<typeof ZCreateTenantSchema>;

export const ZEditTenantSchema = z.object({
  tenantId: z
    .string({ error: 'role.tenantIdInvalid' })
    .trim()
    .regex(ROLE_RULES.tenantIdRegex, { error: 'role.tenantIdInvalid' }),
  tenantName: tenantName.optional(),
  domain: tenantDomain,
  /** 1 disables the tenant (its users get 666 and their sessions end), 0 enables it. */
  isDisabled: z.preprocess(
    textToNumber,
    z.union([z.literal(0), z.literal(1)], { error: 'role.disabledInvalid' }).optional(),
  ),
});
export type TEditTenant = z.infer<typeof ZEditTenantSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A time filter: epoch ms, or a day in China time (its first millisecond for `start`, its last for `end`). */
function zAuditTime(edge: 'start' | 'end') {
  return z.preprocess((value) => {
    if (typeof value === 'string' && DAY.test(value.trim())) {
      const start = Date.parse(`${value.trim()}T00:00:00+08:00`);
      return Number.isNaN(start) ? value : edge === 'start' ? start : start + DAY_MS - 1;
    }
    return textToNumber(value);
  }, z
    .number({ error: 'role.auditTimeInvalid' })
    .int({ error: 'role.auditTimeInvalid' })
    .min(0, { error: 'role.auditTimeInvalid' })
    .optional());
}

const auditText = zOptionalText({ max: ROLE_RULES.auditTextMax, tooLong: 'role.auditFilterTooLong' });

export const ZAuditQuerySchema = z.preprocess(
  pageAlias,
  ZPageQuerySchema.extend({
    module: auditText,
    action: auditText,
    entityType: auditText,
    entityId: auditText,
    actorName: auditText,
    /** Epoch milliseconds or a day 'YYYY-MM-DD' (China time), inclusive. */
    from: zAuditTime('start'),
    to: zAuditTime('end'),
  }),
);
export type TAuditQuery = z.infer<typeof ZAuditQuerySchema>;

const zTenantId = z
  .string({ error: 'role.tenantIdInvalid' })
  .trim()
  .regex(ROLE_RULES.tenantIdRegex, { error: 'role.tenantIdInvalid' });

/** A tenant's administrators (platform administrators only). */
export const ZTenantAdminQuerySchema = z.object({ tenantId: zTenantId });
export type TTenantAdminQuery = z.infer<typeof ZTenantAdminQuerySchema>;

/** A new administrator of a tenant: a user signing in with this phone and password, holding its admin role. */
export const ZCreateTenantAdminSchema = z.object({
  tenantId: zTenantId,
  name: zRequiredText({
    required: 'role.adminNameRequired',
    max: ROLE_RULES.nameMax,
    tooLong: 'role.nameTooLong',
  }),
  phone: ZPhoneSchema,
  password: ZPasswordSchema,
});
export type TCreateTenantAdmin = z.infer<typeof ZCreateTenantAdminSchema>;

/** Edits a tenant administrator's name and phone (the phone is also the account they sign in with). */
export const ZEditTenantAdminSchema = z.object({
  tenantId: zTenantId,
  userId: zRowId,
  name: zRequiredText({
    required: 'role.adminNameRequired',
    max: ROLE_RULES.nameMax,
    tooLong: 'role.nameTooLong',
  }),
  phone: ZPhoneSchema,
});
export type TEditTenantAdmin = z.infer<typeof ZEditTenantAdminSchema>;

export const ZRemoveTenantAdminSchema = z.object({ tenantId: zTenantId, userId: zRowId });
export type TRemoveTenantAdmin = z.infer<typeof ZRemoveTenantAdminSchema>;
