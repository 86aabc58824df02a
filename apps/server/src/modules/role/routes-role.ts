// Roles of a tenant (the original back office's /sys/v1/role calls): list, create, edit, delete, the
// privilege tree, codes and data scope, and members. Every route checks its button code (backOffice).
import {
  rolePrivilegeCodes as codes,
  roleAdminPaths as paths,
  ZCreateRoleSchema,
  ZEditRoleSchema,
  ZRoleListQuerySchema,
  ZRoleRefSchema,
  ZRoleUsersChangeSchema,
  ZRoleUsersQuerySchema,
  ZSetRoleDataScopeSchema,
  ZSetRolePrivilegesSchema,
} from '@elearning/shared';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { changeRoleUsers, listRoleUsers } from './member-service.ts';
import { presentPrivilegeTree, presentRole, presentRoleUser } from './presenter.ts';
import {
  createRole,
  deleteRole,
  editRole,
  listRoles,
  roleGrantFor,
  setRoleDataScope,
  setRolePrivileges,
} from './role-service.ts';

export async function roleRoleRoutes(app: FastifyInstance) {
  const { db, realtime } = app.deps;
  const deps = { db, realtime };

  app.get(paths.roles, backOffice(codes.role), async (request) => {
    const query = parseInput(ZRoleListQuerySchema, request.query, request);
    const { rows, totalNum } = await listRoles(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentRole), totalNum, query.pageSize));
  });

  app.post(paths.roles, backOffice(codes.roleAdd), async (request) => {
    const input = parseInput(ZCreateRoleSchema, request.body, request);
    return ok(request, presentRole(await createRole(deps, actorOf(request), input)));
  });

  app.put(paths.roles, backOffice(codes.roleEdit), async (request) => {
    const input = parseInput(ZEditRoleSchema, request.body, request);
    return ok(request, presentRole(await editRole(deps, actorOf(request), input)));
  });

  app.delete(paths.roles, backOffice(codes.roleDelete), async (request) => {
    const { roleId } = parseInput(ZRoleRefSchema, queryAndBody(request), request);
    await deleteRole(deps, actorOf(request), roleId);
    return ok(request, null);
  });

  app.get(paths.roleMenuPrivilege, backOffice(codes.role), async (request) => {
    const { roleId } = parseInput(ZRoleRefSchema, request.query, request);
    const { role, grant } = await roleGrantFor(db, actorOf(request), roleId);
    return ok(request, {
      role: presentRole(role),
      menuPrivileges: presentPrivilegeTree(grant.codes, request.lang),
    });
  });

  app.put(paths.rolePrivilege, backOffice(codes.roleAuthor), async (request) => {
    const input = parseInput(ZSetRolePrivilegesSchema, request.body, request);
    await setRolePrivileges(deps, actorOf(request), input);
    return ok(request, null);
  });

  app.get(paths.roleDataPrivilege, backOffice(codes.role), async (request) => {
    const { roleId } = parseInput(ZRoleRefSchema, request.query, request);
    const { role } = await roleGrantFor(db, actorOf(request), roleId);
    return ok(request, presentRole(role));
  });

  app.put(paths.roleDataPrivilege, backOffice(codes.roleAuthor), async (request) => {
    const input = parseInput(ZSetRoleDataScopeSchema, request.body, request);
    return ok(request, presentRole(await setRoleDataScope(deps, actorOf(request), input)));
  });

  const users =
    (member: boolean): RouteHandlerMethod =>
    async (request) => {
      const query = parseInput(ZRoleUsersQuerySchema, request.query, request);
      const { rows, totalNum } = await listRoleUsers(db, actorOf(request), query, member);
      return ok(request, paged(rows.map(presentRoleUser), totalNum, query.pageSize));
    };
  app.get(paths.roleUsers, backOffice(codes.roleMember), users(true));
  app.get(paths.roleCandidates, backOffice(codes.roleMember), users(false));

  app.post(paths.roleUsers, backOffice(codes.roleMember), async (request) => {
    const input = parseInput(ZRoleUsersChangeSchema, request.body, request);
    return ok(request, { changed: await changeRoleUsers(deps, actorOf(request), input, true) });
  });

  app.delete(paths.roleUsers, backOffice(codes.roleMember), async (request) => {
    const input = parseInput(ZRoleUsersChangeSchema, queryAndBody(request), request);
    return ok(request, { changed: await changeRoleUsers(deps, actorOf(request), input, false) });
  });
}
