// Replies of the people pages: a person as the original user list reads them (`userId`, `phonenum`,
// `userStatus`, `roles`), user groups, and the export rows of both.
import { type TAdminUser, type TAdminUserGroup, UserStatus } from '@elearning/shared';
import type { PersonRow } from './queries.ts';

export function presentPerson(row: PersonRow): TAdminUser {
  return {
    userId: row.id,
    id: row.id,
    name: row.name,
    account: row.account,
    workNo: row.work_no,
    phonenum: row.phone ?? '',
    userEmail: row.email,
    email: row.email,
    sex: row.sex,
    orgId: row.org_id ?? 0,
    orgName: row.org_name,
    positionId: row.position_id ?? 0,
    positionName: row.position_name,
    postLevelId: row.job_level_id ?? 0,
    userStatus: row.disabled ? UserStatus.frozen : UserStatus.active,
    isLecturer: row.is_teacher,
    isTutor: row.is_tutor,
    isOrgAdmin: row.is_org_admin,
    roleId: row.role_id,
    roles: row.role_id ? [{ roleId: row.role_id, roleName: row.role_name }] : [],
    createTime: row.created_at,
  };
}

export type GroupRow = {
  id: number;
  name: string;
  remark: string;
  user_num: number;
  creator_name: string;
  created_at: number;
};

export function presentGroup(row: GroupRow): TAdminUserGroup {
  return {
    id: row.id,
    name: row.name,
    remark: row.remark,
    userNum: row.user_num,
    creatorName: row.creator_name,
    createTime: row.created_at,
  };
}
