// People of the back office at the original paths: the list and its export, one person, create, edit,
// freeze, password reset, batch move, delete, role and identities.
import {
  EXPORT_ROWS_MAX,
  orgAdminPaths,
  orgCodes,
  translate,
  UserStatus,
  ZBatchMoveSchema,
  ZOrgUsersPageSchema,
  ZResetPasswordSchema,
  ZUserCreateSchema,
  ZUserEditSchema,
  ZUserIdentitySchema,
  ZUserIdSchema,
  ZUserIdsSchema,
  ZUserRoleSchema,
  ZUserStatusSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { exportRows } from '../spreadsheet/write-service.ts';
import { USER_EXPORT } from './presenter-export.ts';
import { presentPerson } from './presenter-user.ts';
import {
  deletePeople,
  movePeople,
  resetPasswords,
  setPeopleStatus,
  setPersonIdentity,
  setPersonRole,
} from './user-change-service.ts';
import { createPerson, editPerson, findPerson, listPeople } from './user-service.ts';

export async function orgUserRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const P = orgAdminPaths;
  const menu = backOffice(orgCodes.userMenu);

  for (const path of [P.orgUsers, P.userWorkList, P.userAll]) {
    app.get(path, menu, async (request) => {
      const query = parseInput(ZOrgUsersPageSchema, request.query, request);
      const { rows, totalNum } = await listPeople(db, actorOf(request), query);
      return ok(request, paged(rows.map(presentPerson), totalNum, query.pageSize));
    });
  }
  // Everyone in this product belongs to the tenant's organisation: the "external people" tab is empty.
  app.get(P.userOuterList, menu, async (request) => {
    const { pageSize } = parseInput(ZOrgUsersPageSchema, request.query, request);
    actorOf(request);
    return ok(request, paged([], 0, pageSize));
  });

  app.get(P.orgUsersExport, backOffice(orgCodes.userExport), async (request, reply) => {
    const query = parseInput(ZOrgUsersPageSchema, request.query, request);
    const { rows } = await listPeople(db, actorOf(request), {
      ...query,
      pageNo: 1,
      pageSize: EXPORT_ROWS_MAX,
    });
    const lang = request.lang;
    const frozen = translate('org.userStatus.frozen', lang);
    const active = translate('org.userStatus.active', lang);
    const records = rows.map((row) => {
      const person = presentPerson(row);
      return {
        ...person,
        status: person.userStatus === UserStatus.frozen ? frozen : active,
        roleName: row.role_name,
      };
    });
    return exportRows(reply, lang, { ...USER_EXPORT, rows: records });
  });

  app.get(P.userInfo, menu, async (request) => {
    const { userId } = parseInput(ZUserIdSchema, request.query, request);
    return ok(request, presentPerson(await findPerson(db, actorOf(request), userId)));
  });
  app.post(P.userInfo, backOffice(orgCodes.userAdd), async (request) => {
    const input = parseInput(ZUserCreateSchema, request.body, request);
    return ok(request, { userId: await createPerson(db, actorOf(request), input) });
  });
  app.put(P.userInfo, backOffice(orgCodes.userEdit), async (request) => {
    const input = parseInput(ZUserEditSchema, request.body, request);
    await editPerson(db, actorOf(request), input);
    return ok(request, null);
  });
  app.delete(P.userInfo, backOffice(orgCodes.userDelete), async (request) => {
    const { userId } = parseInput(ZUserIdSchema, queryAndBody(request), request);
    await deletePeople(app.deps, actorOf(request), [userId]);
    return ok(request, null);
  });
  app.delete(P.userDeleteByIds, backOffice(orgCodes.userDelete), async (request) => {
    const { userIds } = parseInput(ZUserIdsSchema, queryAndBody(request), request);
    await deletePeople(app.deps, actorOf(request), userIds);
    return ok(request, null);
  });

  app.post(P.userStatus, backOffice(orgCodes.userFreeze), async (request) => {
    const { userId, userStatus } = parseInput(ZUserStatusSchema, request.body, request);
    await setPeopleStatus(app.deps, actorOf(request), userId, userStatus);
    return ok(request, null);
  });
  app.post(P.userResetPassword, backOffice(orgCodes.userResetPassword), async (request) => {
    const { userIds } = parseInput(ZResetPasswordSchema, request.body, request);
    await resetPasswords(app.deps, actorOf(request), userIds);
    return ok(request, null);
  });
  app.post(P.userBatchOrg, backOffice(orgCodes.userMove), async (request) => {
    const { userId, id } = parseInput(ZBatchMoveSchema, request.body, request);
    await movePeople(app.deps, actorOf(request), userId, id);
    return ok(request, null);
  });

  app.get(P.userRole, menu, async (request) => {
    const { userId } = parseInput(ZUserIdSchema, request.query, request);
    return ok(request, presentPerson(await findPerson(db, actorOf(request), userId)).roles);
  });
  app.put(P.userRole, backOffice(orgCodes.userRole), async (request) => {
    const { userId, roles } = parseInput(ZUserRoleSchema, request.body, request);
    await setPersonRole(app.deps, actorOf(request), userId, roles[0] ?? 0);
    return ok(request, null);
  });
  app.post(P.userIdentity, backOffice(orgCodes.userIdentity), async (request) => {
    const input = parseInput(ZUserIdentitySchema, request.body, request);
    await setPersonIdentity(app.deps, actorOf(request), input);
    return ok(request, null);
  });
}
