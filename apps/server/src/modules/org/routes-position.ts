// Positions and job levels of the back office at the original paths.
import {
  orgAdminPaths,
  orgCodes,
  ZIdSchema,
  ZJobLevelCreateSchema,
  ZJobLevelEditSchema,
  ZJobLevelQuerySchema,
  ZPositionCreateSchema,
  ZPositionEditSchema,
  ZPositionHoldersPageSchema,
  ZPositionQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { exportRows } from '../spreadsheet/write-service.ts';
import { createJobLevel, deleteJobLevel, editJobLevel, listJobLevels } from './job-level-service.ts';
import {
  createPosition,
  deletePosition,
  editPosition,
  findPosition,
  listPositions,
} from './position-service.ts';
import { presentJobLevel, presentJobLevelTree, presentPosition, presentPositionTree } from './presenter.ts';
import { POSITION_EXPORT } from './presenter-export.ts';
import { presentPerson } from './presenter-user.ts';
import { listPeople } from './user-service.ts';

export async function orgPositionRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const P = orgAdminPaths;
  const menu = backOffice(orgCodes.positionMenu);

  app.get(P.positionAll, menu, async (request) => {
    parseInput(ZPositionQuerySchema, request.query, request);
    return ok(request, presentPositionTree(await listPositions(db, actorOf(request), {})));
  });
  app.get(P.position, menu, async (request) => {
    const { name } = parseInput(ZPositionQuerySchema, request.query, request);
    const rows = await listPositions(db, actorOf(request), { name });
    return ok(request, name ? rows.map(presentPosition) : presentPositionTree(rows));
  });
  for (const path of [P.positionChild, P.positionTop]) {
    app.get(path, menu, async (request) => {
      const { parentId, name } = parseInput(ZPositionQuerySchema, request.query, request);
      const rows = await listPositions(db, actorOf(request), { parentId, name, levelOnly: !name });
      return ok(request, rows.map(presentPosition));
    });
  }
  const holders = backOffice(orgCodes.positionMenu);
  for (const path of [P.positionUsers, P.positionUserList]) {
    app.get(path, holders, async (request) => {
      const query = parseInput(ZPositionHoldersPageSchema, request.query, request);
      const actor = actorOf(request);
      await findPosition(db, actor, query.positionId);
      const { rows, totalNum } = await listPeople(db, actor, { ...query, positionId: query.positionId });
      return ok(request, paged(rows.map(presentPerson), totalNum, query.pageSize));
    });
  }
  app.post(P.position, backOffice(orgCodes.positionAdd), async (request) => {
    const input = parseInput(ZPositionCreateSchema, request.body, request);
    return ok(request, { id: await createPosition(db, actorOf(request), input) });
  });
  app.put(P.position, backOffice(orgCodes.positionEdit), async (request) => {
    const input = parseInput(ZPositionEditSchema, request.body, request);
    await editPosition(db, actorOf(request), input);
    return ok(request, null);
  });
  app.delete(P.position, backOffice(orgCodes.positionDelete), async (request) => {
    const { id } = parseInput(ZIdSchema, queryAndBody(request), request);
    await deletePosition(db, actorOf(request), id);
    return ok(request, null);
  });
  app.get(P.positionExport, backOffice(orgCodes.positionExport), async (request, reply) => {
    const { name } = parseInput(ZPositionQuerySchema, request.query, request);
    const rows = await listPositions(db, actorOf(request), { name });
    return exportRows(reply, request.lang, { ...POSITION_EXPORT, rows: rows.map(presentPosition) });
  });

  const levels = backOffice(orgCodes.jobLevelMenu);
  app.get(P.jobLevelAll, levels, async (request) => {
    parseInput(ZJobLevelQuerySchema, request.query, request);
    return ok(request, presentJobLevelTree(await listJobLevels(db, actorOf(request), {})));
  });
  app.get(P.jobLevelSearch, levels, async (request) => {
    const { name } = parseInput(ZJobLevelQuerySchema, request.query, request);
    const rows = await listJobLevels(db, actorOf(request), { name });
    return ok(request, name ? rows.map(presentJobLevel) : presentJobLevelTree(rows));
  });
  app.get(P.jobLevelChild, levels, async (request) => {
    const { parentId } = parseInput(ZJobLevelQuerySchema, request.query, request);
    return ok(
      request,
      (await listJobLevels(db, actorOf(request), { parentId, levelOnly: true })).map(presentJobLevel),
    );
  });
  app.post(P.jobLevelSave, backOffice(orgCodes.jobLevelAdd), async (request) => {
    const input = parseInput(ZJobLevelCreateSchema, request.body, request);
    return ok(request, { id: await createJobLevel(db, actorOf(request), input) });
  });
  app.post(P.jobLevelUpdate, backOffice(orgCodes.jobLevelEdit), async (request) => {
    const input = parseInput(ZJobLevelEditSchema, request.body, request);
    await editJobLevel(db, actorOf(request), input);
    return ok(request, null);
  });
  app.post(P.jobLevelDelete, backOffice(orgCodes.jobLevelDelete), async (request) => {
    const { id } = parseInput(ZIdSchema, request.body, request);
    await deleteJobLevel(db, actorOf(request), id);
    return ok(request, null);
  });
}
