// Request schemas of the org tree, positions and job levels (back office, issue 20 item 3), with the
// original back office's field names. Every issue message is a message key.
import { z } from 'zod';
import { ZPageQuerySchema, zIntParam, zOptionalText, zRequiredText } from '../common/validation.ts';
import { ORG_FIELD_MAX } from './constants.ts';
import { OrgType } from './enums.ts';

const ID_MAX = 2_147_483_647;
/** A required record id (text or number). */
export const zId = z.coerce
  .number({ error: 'validation.id.invalid' })
  .int({ error: 'validation.id.invalid' })
  .min(1, { error: 'validation.id.invalid' })
  .max(ID_MAX, { error: 'validation.id.invalid' });
/** A parent id: 0 (or absent, '', null) is the top. */
export const zParentId = zIntParam({ min: 0, max: ID_MAX, fallback: 0, invalid: 'validation.id.invalid' });
/** An optional id ('' and null are none). */
export const zOptionalId = z.preprocess(
  (v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v),
  zId.optional(),
);
/** Ids as a comma list, one id or an array; at least one. */
export const zIds = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return [];
    const parts = Array.isArray(value) ? value : String(value).split(',');
    return parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
  },
  z
    .array(zId, { error: 'validation.ids.invalid' })
    .min(1, { error: 'validation.ids.invalid' })
    .max(ORG_FIELD_MAX.ids, { error: 'validation.ids.invalid' }),
);
export const zSearch = zOptionalText({ max: ORG_FIELD_MAX.search, tooLong: 'validation.searchTooLong' });
const zName = zRequiredText({
  required: 'org.name.required',
  max: ORG_FIELD_MAX.name,
  tooLong: 'org.name.tooLong',
});
const zCode = zOptionalText({ max: ORG_FIELD_MAX.code, tooLong: 'org.code.tooLong' });
const zRemark = zOptionalText({ max: ORG_FIELD_MAX.remark, tooLong: 'org.remark.tooLong' });
const zSort = zIntParam({ min: 0, max: 1_000_000, fallback: 0, invalid: 'org.sort.invalid' });

/** `GET /api/org/v1/organization` and `/tree`: the units below `parentOrgId` (0 = all) as a tree. */
export const ZOrgTreeQuerySchema = z.object({ parentOrgId: zParentId, orgName: zSearch });
export type TOrgTreeQuery = z.infer<typeof ZOrgTreeQuerySchema>;

/** `GET /api/blade-system/v1/organization/new`: one level of the tree. */
export const ZOrgLevelQuerySchema = z.object({ parentId: zParentId, orgName: zSearch });
export type TOrgLevelQuery = z.infer<typeof ZOrgLevelQuerySchema>;

/** `POST /api/org/v1/organization`. */
export const ZOrgCreateSchema = z.object({
  orgName: zName,
  orgCode: zCode,
  orgType: z.enum(OrgType, { error: 'org.orgType.invalid' }).default(OrgType.department),
  parentOrgId: zParentId,
  remark: zRemark,
  sort: zSort,
});
export type TOrgCreate = z.infer<typeof ZOrgCreateSchema>;

/** `PUT /api/org/v1/organization`: edit, and move when `parentOrgId` changes. */
export const ZOrgEditSchema = ZOrgCreateSchema.extend({ orgId: zId });
export type TOrgEdit = z.infer<typeof ZOrgEditSchema>;

/** `DELETE /api/org/v1/organization?ids=…`. */
export const ZOrgDeleteSchema = z.object({ ids: zIds });
export type TOrgDelete = z.infer<typeof ZOrgDeleteSchema>;

export type TOrgSortNode = {
  orgId: number;
  sort?: number | undefined;
  children?: TOrgSortNode[] | undefined;
};
const ZOrgSortNode: z.ZodType<TOrgSortNode> = z.lazy(() =>
  z.object({
    orgId: zId,
    sort: z.coerce.number({ error: 'org.sort.invalid' }).int({ error: 'org.sort.invalid' }).min(0).optional(),
    children: z.array(ZOrgSortNode).max(ORG_FIELD_MAX.ids).optional(),
  }),
);
/** `POST /api/org/v1/organization/sort`: the dragged tree; children order and nesting are saved. */
export const ZOrgSortSchema = z
  .array(ZOrgSortNode, { error: 'org.sort.invalid' })
  .min(1)
  .max(ORG_FIELD_MAX.ids);
export type TOrgSort = z.infer<typeof ZOrgSortSchema>;

/** `GET /api/org/v1/organization/leader`. */
export const ZOrgLeaderQuerySchema = ZPageQuerySchema.extend({ orgId: zOptionalId });

/** Positions: `GET …/position/info?name=` search, `…/child?parentId=`, `…/users?positionId=`. */
export const ZPositionQuerySchema = z.object({ name: zSearch, parentId: zParentId });
export type TPositionQuery = z.infer<typeof ZPositionQuerySchema>;
export const ZPositionHoldersPageSchema = ZPageQuerySchema.extend({ positionId: zId, search: zSearch });
export type TPositionHoldersPage = z.infer<typeof ZPositionHoldersPageSchema>;

/** `POST …/position/info`. */
export const ZPositionCreateSchema = z.object({
  name: zName,
  code: zCode,
  parentId: zParentId,
  orgId: zOptionalId,
  remark: zRemark,
  sort: zSort,
});
export type TPositionCreate = z.infer<typeof ZPositionCreateSchema>;
export const ZPositionEditSchema = ZPositionCreateSchema.extend({ id: zId });
export type TPositionEdit = z.infer<typeof ZPositionEditSchema>;
/** `DELETE …/position/info` (`id`). */
export const ZIdSchema = z.object({ id: zId });
export type TId = z.infer<typeof ZIdSchema>;

/** Job levels: `searchJobLevel?name=`, `child?parentId=`, `save`, `update`, `delete` (`id`). */
export const ZJobLevelQuerySchema = z.object({ name: zSearch, parentId: zParentId });
export type TJobLevelQuery = z.infer<typeof ZJobLevelQuerySchema>;
export const ZJobLevelCreateSchema = z.object({
  name: zName,
  code: zCode,
  parentId: zParentId,
  remark: zRemark,
  sort: zSort,
});
export type TJobLevelCreate = z.infer<typeof ZJobLevelCreateSchema>;
export const ZJobLevelEditSchema = ZJobLevelCreateSchema.extend({ id: zId });
export type TJobLevelEdit = z.infer<typeof ZJobLevelEditSchema>;
