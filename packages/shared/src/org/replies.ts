// Reply types of the organisation and people back office, in the original back office's field names.
import type { LecturerKind, OrgType, UserStatus } from './enums.ts';

export type TAdminOrgNode = {
  id: number;
  orgId: number;
  orgName: string;
  orgCode: string;
  orgType: OrgType;
  parentId: number;
  parentOrgId: number;
  sort: number;
  remark: string;
  /** People directly in the unit. */
  userNum: number;
  hasChildren: boolean;
  leaders: { userId: number; userName: string }[];
  children: TAdminOrgNode[];
};

export type TPositionNode = {
  id: number;
  name: string;
  code: string;
  parentId: number;
  orgId: number;
  orgName: string;
  remark: string;
  sort: number;
  userNum: number;
  hasChildren: boolean;
  children: TPositionNode[];
};

export type TJobLevelNode = {
  id: number;
  name: string;
  code: string;
  parentId: number;
  remark: string;
  sort: number;
  userNum: number;
  hasChildren: boolean;
  children: TJobLevelNode[];
};

export type TAdminUser = {
  userId: number;
  id: number;
  name: string;
  account: string;
  workNo: string;
  phonenum: string;
  userEmail: string;
  email: string;
  sex: number;
  orgId: number;
  orgName: string;
  positionId: number;
  positionName: string;
  postLevelId: number;
  userStatus: UserStatus;
  isLecturer: boolean;
  isTutor: boolean;
  isOrgAdmin: boolean;
  roleId: number;
  roles: { roleId: number; roleName: string }[];
  createTime: number;
};

export type TAdminUserGroup = {
  id: number;
  name: string;
  remark: string;
  userNum: number;
  creatorName: string;
  createTime: number;
};

export type TLecturer = {
  userId: number;
  id: number;
  name: string;
  account: string;
  orgName: string;
  kind: LecturerKind;
  categoryId: number;
  categoryName: string;
  level: string;
  intro: string;
  enabled: boolean;
  /** '1' enabled, '0' disabled, as the original list reads it. */
  status: string;
};

export type TLecturerCategory = {
  id: number;
  name: string;
  parentId: number;
  enabled: boolean;
  sort: number;
  lecturerNum: number;
};

export type TTutor = {
  userId: number;
  id: number;
  name: string;
  orgName: string;
  positionName: string;
  apprenticeNum: number;
};

export type TApprentice = { userId: number; name: string; orgName: string; tutorId: number };
