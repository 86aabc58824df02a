// Request schemas of the system API: dictionaries, the organisation tree and the position list.
import { z } from 'zod';
import { ZPageQuerySchema, zIntParam, zOptionalText, zRequiredText } from '../common/validation.ts';
import { SYSTEM_FIELD_MAX } from './constants.ts';

/** `GET /api/blade-system/v1/dict/code`. */
export const ZDictQuerySchema = z.object({
  code: zRequiredText({
    required: 'validation.dictCode.required',
    max: SYSTEM_FIELD_MAX.dictCode,
    tooLong: 'validation.dictCode.tooLong',
  }),
});
export type TDictQuery = z.infer<typeof ZDictQuerySchema>;

const zParentId = zIntParam({ min: 0, max: 2_147_483_647, fallback: 0, invalid: 'validation.id.invalid' });
const zSearch = zOptionalText({ max: SYSTEM_FIELD_MAX.search, tooLong: 'validation.searchTooLong' });

/** `GET /api/blade-resource/v1/organization`: the tree below `parentId` ('0' = the whole tree). */
export const ZOrganizationQuerySchema = z.object({ parentId: zParentId, orgName: zSearch });
export type TOrganizationQuery = z.infer<typeof ZOrganizationQuerySchema>;

/** `GET /api/manage/v1/source/base/position/page`: positions of the org unit `parentId` ('0' = all). */
export const ZPositionPageQuerySchema = ZPageQuerySchema.extend({ parentId: zParentId, name: zSearch });
export type TPositionPageQuery = z.infer<typeof ZPositionPageQuerySchema>;

/** `GET /api/manage/v1/cms/plan/my`: `device` is accepted (one layout serves every device). */
export const ZSiteCustomisationQuerySchema = z.object({
  device: zOptionalText({ max: 16, tooLong: 'validation.deviceType.invalid' }),
});
export type TSiteCustomisationQuery = z.infer<typeof ZSiteCustomisationQuerySchema>;
