// The row schemas of the organisation imports (t1 users, t2 org units, t9 positions, t10 user groups,
// t7 lecturers): every cell arrives as text; each row is checked with these before anything is written.
import { z } from 'zod';
import { ZPhoneSchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { ORG_FIELD_MAX } from './constants.ts';
import { LecturerKind, OrgType } from './enums.ts';
import { zSex } from './schemas-user.ts';

const text = (max: number) => zOptionalText({ max, tooLong: 'validation.tooLong' });
const required = (max: number) =>
  zRequiredText({ required: 'validation.required', max, tooLong: 'validation.tooLong' });

/** t1: one person. The account defaults to the phone; the org unit is named by code or by its name. */
export const ZUserImportRowSchema = z.object({
  name: required(ORG_FIELD_MAX.personName),
  account: text(ORG_FIELD_MAX.account).refine((v) => v === undefined || /^[\w.@-]+$/.test(v), {
    error: 'org.account.format',
  }),
  phonenum: ZPhoneSchema,
  email: text(ORG_FIELD_MAX.email).refine((v) => v === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
    error: 'validation.email.format',
  }),
  sex: zSex,
  workNo: text(ORG_FIELD_MAX.workNo),
  orgName: required(ORG_FIELD_MAX.name),
  positionName: text(ORG_FIELD_MAX.name),
});
export type TUserImportRow = z.infer<typeof ZUserImportRowSchema>;

/** t2: one org unit under a parent named by code or name (empty = top). */
export const ZOrgImportRowSchema = z.object({
  orgName: required(ORG_FIELD_MAX.name),
  orgCode: required(ORG_FIELD_MAX.code),
  parentName: text(ORG_FIELD_MAX.name),
  orgType: z.preprocess(
    (v) => {
      const t = typeof v === 'string' ? v.trim() : v;
      if (t === '' || t === undefined || t === null) return OrgType.department;
      return (
        (
          { 企业: 'Enterprise', 公司: 'Company', 部门: 'Department', 小组: 'Group' } as Record<string, string>
        )[String(t)] ?? t
      );
    },
    z.enum(OrgType, { error: 'org.orgType.invalid' }),
  ),
  remark: text(ORG_FIELD_MAX.remark),
});
export type TOrgImportRow = z.infer<typeof ZOrgImportRowSchema>;

/** t9: one position, optionally under a parent position and in an org unit. */
export const ZPositionImportRowSchema = z.object({
  name: required(ORG_FIELD_MAX.name),
  code: text(ORG_FIELD_MAX.code),
  parentName: text(ORG_FIELD_MAX.name),
  orgName: text(ORG_FIELD_MAX.name),
  remark: text(ORG_FIELD_MAX.remark),
});
export type TPositionImportRow = z.infer<typeof ZPositionImportRowSchema>;

/** t10: one member of a group (the group is made when new), the person named by account or phone. */
export const ZGroupImportRowSchema = z.object({
  groupName: required(ORG_FIELD_MAX.name),
  account: required(ORG_FIELD_MAX.account),
});
export type TGroupImportRow = z.infer<typeof ZGroupImportRowSchema>;

/** t7: one lecturer, an existing person named by account or phone. */
export const ZLecturerImportRowSchema = z.object({
  account: required(ORG_FIELD_MAX.account),
  kind: z.preprocess(
    (v) => {
      const t = typeof v === 'string' ? v.trim() : v;
      if (t === '' || t === undefined || t === null) return LecturerKind.internal;
      return (
        (
          { 内部: 'internal', 内部讲师: 'internal', 外部: 'external', 外部讲师: 'external' } as Record<
            string,
            string
          >
        )[String(t)] ?? t
      );
    },
    z.enum(LecturerKind, { error: 'validation.enum' }),
  ),
  categoryName: text(ORG_FIELD_MAX.name),
  level: text(ORG_FIELD_MAX.name),
  intro: text(ORG_FIELD_MAX.intro),
});
export type TLecturerImportRow = z.infer<typeof ZLecturerImportRowSchema>;
