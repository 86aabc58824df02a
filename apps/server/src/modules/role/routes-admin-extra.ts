// The original back office's remaining role calls: the menu tree and the menu editor (menu/info: the
// learner site's menus; the back office's are the catalogue, read-only), adding or removing a role's menus
// by id, and the lookups of the role pages (positions, org unit types, the data-rule pages).
import {
  allPrivilegeCodes,
  catalogueCodeOfId,
  rolePrivilegeCodes as codes,
  roleAdminPaths as paths,
  ZAddRolePrivilegesSchema,
  ZCreateMenuInfoSchema,
  ZDeleteMenuInfoSchema,
  ZEditMenuInfoSchema,
  ZMenuInfoQuerySchema,
  ZRemoveRolePrivilegesSchema,
  ZRoleScopeQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { listPositions } from '../org/position-service.ts';
import { presentPositionTree } from '../org/presenter.ts';
import { listUnits } from '../org/unit-service.ts';
import { createMenuInfo, deleteMenuInfo, editMenuInfo, listMenuInfo } from './menu-info-service.ts';
import { isBackOfficeMenus, requireEditableMenus } from './policy.ts';
import { backOfficeMenuTree } from './presenter.ts';
import {
  catalogueMenuInfo,
  presentMenuInfo,
  presentOrgTypes,
  presentRoleBizScopes,
  presentRoleOrgTree,
} from './presenter-extra.ts';
import { rewriteRolePrivileges, roleGrantFor } from './role-service.ts';

const codesOf = (ids: readonly number[]) => ids.flatMap((id) => catalogueCodeOfId.get(id) ?? []);

export async function roleExtraRoutes(app: FastifyInstance) {
  const { db, realtime } = app.deps;

  // `parentId` and `clientId` are accepted: there is one back office and its whole tree is small.
  app.get(paths.menuTree, backOffice(codes.role), async (request) =>
    ok(request, backOfficeMenuTree(allPrivilegeCodes, request.lang)),
  );

  app.get(paths.menuInfo, backOffice(codes.role), async (request) => {
    const query = parseInput(ZMenuInfoQuerySchema, request.query, request);
    if (isBackOfficeMenus(query.clientId))
      return ok(request, catalogueMenuInfo(query.parentId, query.name, request.lang));
    return ok(request, (await listMenuInfo(db, actorOf(request), query)).map(presentMenuInfo));
  });
  app.post(paths.menuInfo, backOffice(codes.roleMenu), async (request) => {
    const input = parseInput(ZCreateMenuInfoSchema, request.body, request);
    requireEditableMenus(input.clientId);
    return ok(request, presentMenuInfo(await createMenuInfo(db, actorOf(request), input)));
  });
  app.put(paths.menuInfo, backOffice(codes.roleMenu), async (request) => {
    const input = parseInput(ZEditMenuInfoSchema, request.body, request);
    requireEditableMenus(input.clientId);
    return ok(request, presentMenuInfo(await editMenuInfo(db, actorOf(request), input)));
  });
  app.delete(paths.menuInfo, backOffice(codes.roleMenu), async (request) => {
    const input = parseInput(ZDeleteMenuInfoSchema, queryAndBody(request), request);
    requireEditableMenus(input.clientId);
    await deleteMenuInfo(db, actorOf(request), input.menuId);
    return ok(request, null);
  });

  // The role's menus added (its permission page's 添加权限) or removed (删除) by their ids.
  app.post(paths.rolePrivilege, backOffice(codes.roleAuthor), async (request) => {
    const input = parseInput(ZAddRolePrivilegesSchema, request.body, request);
    const added = codesOf(input.privileges.map((item) => item.menuId));
    await rewriteRolePrivileges({ db, realtime }, actorOf(request), input.roleId, (held) => [
      ...held,
      ...added,
    ]);
    return ok(request, null);
  });
  app.delete(paths.roleMenuPrivilege, backOffice(codes.roleAuthor), async (request) => {
    const input = parseInput(ZRemoveRolePrivilegesSchema, queryAndBody(request), request);
    const removed = new Set(codesOf(input.menuId));
    await rewriteRolePrivileges({ db, realtime }, actorOf(request), input.roleId, (held) =>
      [...held].filter((code) => !removed.has(code)),
    );
    return ok(request, null);
  });

  app.get(paths.rolePositions, backOffice(codes.role), async (request) =>
    ok(request, presentPositionTree(await listPositions(db, actorOf(request), {}))),
  );
  app.post(paths.roleOrgTypes, backOffice(codes.role), async (request) =>
    ok(request, presentOrgTypes(request.lang)),
  );
  app.get(paths.roleOrgPrivilege, backOffice(codes.role), async (request) => {
    const { roleId } = parseInput(ZRoleScopeQuerySchema, request.query, request);
    const actor = actorOf(request);
    const { role } = await roleGrantFor(db, actor, roleId);
    const units = await listUnits(db, actor, { parentId: 0 });
    return ok(request, presentRoleOrgTree(units, role.data_scope));
  });
  app.get(paths.roleBizPrivilege, backOffice(codes.role), async (request) => {
    const { roleId } = parseInput(ZRoleScopeQuerySchema, request.query, request);
    const { role } = await roleGrantFor(db, actorOf(request), roleId);
    return ok(request, presentRoleBizScopes(role.data_scope, request.lang));
  });
}
