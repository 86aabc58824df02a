// The organisation back office's calls and query hooks (paths of the original back office).
import {
  orgAdminPaths as P,
  type TAdminOrgNode,
  type TAdminUser,
  type TAdminUserGroup,
  type TJobLevelNode,
  type TLecturer,
  type TPage,
  type TPositionNode,
  type TTutor,
} from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/index.ts';

export const orgAdminKeys = {
  units: ['org-admin', 'units'] as const,
  positions: ['org-admin', 'positions'] as const,
  levels: ['org-admin', 'levels'] as const,
  users: ['org-admin', 'users'] as const,
  groups: ['org-admin', 'groups'] as const,
  members: ['org-admin', 'members'] as const,
  lecturers: ['org-admin', 'lecturers'] as const,
  tutors: ['org-admin', 'tutors'] as const,
};

type Params = Record<string, unknown>;

export const orgAdminApi = {
  units: () => http.get<TAdminOrgNode[]>(P.org, { parentOrgId: 0 }),
  addUnit: (input: Params) => http.post<{ orgId: number }>(P.org, input),
  editUnit: (input: Params) => http.put<null>(P.org, input),
  deleteUnit: (id: number) => http.del<null>(P.org, { ids: id }),
  positions: () => http.get<TPositionNode[]>(P.positionAll),
  addPosition: (input: Params) => http.post<{ id: number }>(P.position, input),
  editPosition: (input: Params) => http.put<null>(P.position, input),
  deletePosition: (id: number) => http.del<null>(P.position, { id }),
  levels: () => http.get<TJobLevelNode[]>(P.jobLevelAll),
  addLevel: (input: Params) => http.post<{ id: number }>(P.jobLevelSave, input),
  editLevel: (input: Params) => http.post<null>(P.jobLevelUpdate, input),
  deleteLevel: (id: number) => http.post<null>(P.jobLevelDelete, { id }),
  users: (query: Params) => http.get<TPage<TAdminUser>>(P.orgUsers, query),
  addUser: (input: Params) => http.post<{ userId: number }>(P.userInfo, input),
  editUser: (input: Params) => http.put<null>(P.userInfo, input),
  userStatus: (ids: number[], userStatus: '1' | '2') =>
    http.post<null>(P.userStatus, { userId: ids.join(','), userStatus }),
  resetPasswords: (ids: number[]) => http.post<null>(P.userResetPassword, { userIds: ids.join(',') }),
  moveUsers: (ids: number[], orgId: number) =>
    http.post<null>(P.userBatchOrg, { userId: ids.join(','), id: orgId }),
  deleteUsers: (ids: number[]) => http.del<null>(P.userDeleteByIds, { userIds: ids.join(',') }),
  identity: (input: Params) => http.post<null>(P.userIdentity, input),
  groups: (query: Params) => http.get<TPage<TAdminUserGroup>>(P.groupPage, query),
  addGroup: (input: Params) => http.post<{ id: number }>(P.groupSave, input),
  editGroup: (input: Params) => http.put<null>(P.groupUpdate, input),
  deleteGroup: (id: number) => http.del<null>(P.groupDelete, { id }),
  members: (query: Params) => http.get<TPage<TAdminUser>>(P.groupUsers, query),
  addMembers: (groupId: number, userIds: number[]) =>
    http.post<null>(P.groupUsersAdd, { groupId, userIds: userIds.join(',') }),
  removeMembers: (groupId: number, userIds: number[]) =>
    http.del<null>(P.groupUsersDelete, { groupId, userIds: userIds.join(',') }),
  lecturers: (query: Params) => http.get<TPage<TLecturer>>(P.lecturerPage, query),
  saveLecturer: (input: Params) => http.post<null>(P.lecturerAdd, input),
  lecturerStatus: (ids: number[], enabled: boolean) =>
    http.post<null>(P.lecturerStatus, { userId: ids.join(','), enabled }),
  removeLecturers: (ids: number[]) => http.del<null>(P.lecturerDelete, { userId: ids.join(',') }),
  tutors: (query: Params) => http.post<TPage<TTutor>>(P.tutorList, query),
  addTutors: (ids: number[]) => http.post<null>(P.tutorAdd, { userId: ids.join(',') }),
  removeTutors: (ids: number[]) => http.post<null>(P.tutorDelete, { ids: ids.join(',') }),
};

export const useUnits = () => useQuery({ queryKey: orgAdminKeys.units, queryFn: orgAdminApi.units });
export const usePositions = () =>
  useQuery({ queryKey: orgAdminKeys.positions, queryFn: orgAdminApi.positions });
export const useLevels = () => useQuery({ queryKey: orgAdminKeys.levels, queryFn: orgAdminApi.levels });

/** A tree as TreeSelect data. */
export type TreeOption = { title: string; value: number; children: TreeOption[] };
export function treeOptions<N extends { children: N[] }>(
  nodes: N[],
  label: (n: N) => string,
  id: (n: N) => number,
): TreeOption[] {
  return nodes.map((node) => ({
    title: label(node),
    value: id(node),
    children: treeOptions(node.children, label, id),
  }));
}
