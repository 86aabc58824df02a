// Request schemas of the enterprise centre. Messages are catalogue keys; the server translates them.
import { z } from 'zod';
import { ZPageQuerySchema, zOptionalText } from '../common/validation.ts';
import { blankToUndefined, zRowId } from '../course/schema-helpers.ts';
import { ENTERPRISE_AREAS, ENTERPRISE_RULES as R } from './constants.ts';

const zDay = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'enterprise.dateInvalid' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'enterprise.dateInvalid' })
    .optional(),
);
const zOrg = z.preprocess(blankToUndefined, zRowId.optional());
const zArea = z.enum(ENTERPRISE_AREAS, { error: 'enterprise.areaInvalid' });

/** A unit of my subtree (all of it when absent) and a day range. */
export const ZEnterpriseScopeSchema = z.object({ orgId: zOrg, startTime: zDay, endTime: zDay });
export type TEnterpriseScope = z.infer<typeof ZEnterpriseScopeSchema>;

/** The students list: search by name, work number or phone; filter by unit. */
export const ZEnterpriseStudentsSchema = ZPageQuerySchema.extend({
  orgId: zOrg,
  keyword: zOptionalText({ max: R.keywordMax, tooLong: 'enterprise.tooLong' }),
});
export type TEnterpriseStudents = z.infer<typeof ZEnterpriseStudentsSchema>;

export const ZEnterpriseStudentSchema = z.object({ userId: zRowId, startTime: zDay, endTime: zDay });
export type TEnterpriseStudentQuery = z.infer<typeof ZEnterpriseStudentSchema>;

/** One area per department. */
export const ZEnterpriseSituationSchema = ZEnterpriseScopeSchema.extend({ type: zArea });
export type TEnterpriseSituationQuery = z.infer<typeof ZEnterpriseSituationSchema>;

/** Remind learners of my subtree to catch up on an area. */
export const ZEnterpriseRemindSchema = z.object({
  type: zArea,
  userIds: z
    .array(zRowId, { error: 'enterprise.usersRequired' })
    .min(1, { error: 'enterprise.usersRequired' })
    .max(R.remindMax, { error: 'enterprise.usersTooMany' }),
});
export type TEnterpriseRemind = z.infer<typeof ZEnterpriseRemindSchema>;
