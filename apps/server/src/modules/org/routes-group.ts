// User groups of the back office at the original paths: the page, add, edit, delete, members, export.
import {
  EXPORT_ROWS_MAX,
  orgAdminPaths,
  orgCodes,
  ZGroupCreateSchema,
  ZGroupEditSchema,
  ZGroupMembersSchema,
  ZGroupPageSchema,
  ZGroupUsersPageSchema,
  ZIdSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { exportRows } from '../spreadsheet/write-service.ts';
import {
  addGroupMembers,
  createGroup,
  deleteGroup,
  editGroup,
  listGroupMembers,
  listGroups,
  removeGroupMembers,
} from './group-service.ts';
import { GROUP_EXPORT } from './presenter-export.ts';
import { presentGroup, presentPerson } from './presenter-user.ts';

export async function orgGroupRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const P = orgAdminPaths;
  const menu = backOffice(orgCodes.groupMenu);

  app.get(P.groupPage, menu, async (request) => {
    const query = parseInput(ZGroupPageSchema, request.query, request);
    const { rows, totalNum } = await listGroups(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentGroup), totalNum, query.pageSize));
  });
  app.get(P.groupExport, backOffice(orgCodes.groupExport), async (request, reply) => {
    const query = parseInput(ZGroupPageSchema, request.query, request);
    const { rows } = await listGroups(db, actorOf(request), {
      ...query,
      pageNo: 1,
      pageSize: EXPORT_ROWS_MAX,
    });
    return exportRows(reply, request.lang, { ...GROUP_EXPORT, rows: rows.map(presentGroup) });
  });
  app.post(P.groupSave, backOffice(orgCodes.groupAdd), async (request) => {
    const input = parseInput(ZGroupCreateSchema, request.body, request);
    return ok(request, { id: await createGroup(db, actorOf(request), input) });
  });
  app.put(P.groupUpdate, backOffice(orgCodes.groupEdit), async (request) => {
    const input = parseInput(ZGroupEditSchema, request.body, request);
    await editGroup(db, actorOf(request), input);
    return ok(request, null);
  });
  app.delete(P.groupDelete, backOffice(orgCodes.groupDelete), async (request) => {
    const { id } = parseInput(ZIdSchema, queryAndBody(request), request);
    await deleteGroup(db, actorOf(request), id);
    return ok(request, null);
  });
  app.get(P.groupUsers, menu, async (request) => {
    const query = parseInput(ZGroupUsersPageSchema, request.query, request);
    const { rows, totalNum } = await listGroupMembers(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentPerson), totalNum, query.pageSize));
  });
  app.post(P.groupUsersAdd, backOffice(orgCodes.groupMembers), async (request) => {
    const { groupId, userIds } = parseInput(ZGroupMembersSchema, request.body, request);
    await addGroupMembers(db, actorOf(request), groupId, userIds);
    return ok(request, null);
  });
  app.delete(P.groupUsersDelete, backOffice(orgCodes.groupMembers), async (request) => {
    const { groupId, userIds } = parseInput(ZGroupMembersSchema, queryAndBody(request), request);
    await removeGroupMembers(db, actorOf(request), groupId, userIds);
    return ok(request, null);
  });
}
