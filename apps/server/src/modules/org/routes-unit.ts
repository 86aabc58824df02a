// The org tree of the back office at the original paths: the tree, one level, add, edit/move, sort, delete,
// the leaders call, and the export.
import {
  orgAdminPaths,
  orgCodes,
  ZOrgCreateSchema,
  ZOrgDeleteSchema,
  ZOrgEditSchema,
  ZOrgLeaderQuerySchema,
  ZOrgLevelQuerySchema,
  ZOrgSortSchema,
  ZOrgTreeQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { exportRows } from '../spreadsheet/write-service.ts';
import { presentUnit, presentUnitTree } from './presenter.ts';
import { UNIT_EXPORT } from './presenter-export.ts';
import { createUnit, deleteUnits, editUnit, listUnits, sortUnits } from './unit-service.ts';

export async function orgUnitRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  const tree = async (request: FastifyRequest) => {
    const { parentOrgId, orgName } = parseInput(ZOrgTreeQuerySchema, request.query, request);
    const rows = await listUnits(db, actorOf(request), { parentId: parentOrgId, orgName });
    return ok(request, presentUnitTree(rows));
  };
  app.get(orgAdminPaths.org, backOffice(orgCodes.unitMenu), tree);
  app.get(orgAdminPaths.orgTree, backOffice(orgCodes.unitMenu), tree);

  app.get(orgAdminPaths.orgLevel, backOffice(orgCodes.unitMenu), async (request) => {
    const { parentId, orgName } = parseInput(ZOrgLevelQuerySchema, request.query, request);
    const rows = await listUnits(db, actorOf(request), { parentId, orgName, levelOnly: !orgName });
    return ok(request, rows.map(presentUnit));
  });

  app.post(orgAdminPaths.org, backOffice(orgCodes.unitAdd), async (request) => {
    const input = parseInput(ZOrgCreateSchema, request.body, request);
    return ok(request, { orgId: await createUnit(db, actorOf(request), input) });
  });

  app.put(orgAdminPaths.org, backOffice(orgCodes.unitEdit), async (request) => {
    const input = parseInput(ZOrgEditSchema, request.body, request);
    await editUnit(db, actorOf(request), input);
    return ok(request, null);
  });

  app.delete(orgAdminPaths.org, backOffice(orgCodes.unitDelete), async (request) => {
    const { ids } = parseInput(ZOrgDeleteSchema, queryAndBody(request), request);
    await deleteUnits(db, actorOf(request), ids);
    return ok(request, null);
  });

  app.post(orgAdminPaths.orgSort, backOffice(orgCodes.unitSort), async (request) => {
    const nodes = parseInput(ZOrgSortSchema, request.body, request);
    await sortUnits(db, actorOf(request), nodes);
    return ok(request, null);
  });

  // Leaders are not kept in this product: the page's leader filter lists nobody (an honest empty page).
  app.get(orgAdminPaths.orgLeader, backOffice(orgCodes.unitMenu), async (request) => {
    const { pageSize } = parseInput(ZOrgLeaderQuerySchema, request.query, request);
    actorOf(request);
    return ok(request, paged([], 0, pageSize));
  });

  app.get(orgAdminPaths.orgExport, backOffice(orgCodes.unitExport), async (request, reply) => {
    const { parentOrgId, orgName } = parseInput(ZOrgTreeQuerySchema, request.query, request);
    const rows = await listUnits(db, actorOf(request), { parentId: parentOrgId, orgName });
    return exportRows(reply, request.lang, { ...UNIT_EXPORT, rows: rows.map(presentUnit) });
  });
}
