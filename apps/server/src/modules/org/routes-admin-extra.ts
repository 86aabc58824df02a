// The original back office's remaining people calls answered from our data: the next free work number, and
// the 'business structure' calls — this product keeps one org structure, so they read the same tree and
// people as the org calls (the original used a second tree only in its HR module).
import { orgCodes, orgAdminPaths as P, ZOrgUsersPageSchema, ZTreeChildQuerySchema } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput } from '../../core/validate.ts';
import { listOrgTreeLevel } from '../account/people-service.ts';
import { presentTreeLevel } from '../account/presenter.ts';
import { presentPerson } from './presenter-user.ts';
import { listPeople } from './user-service.ts';
import { nextWorkNo } from './workno-service.ts';

export async function orgExtraRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.get(P.userWorkNo, backOffice(orgCodes.userAdd), async (request) =>
    ok(request, await nextWorkNo(db, actorOf(request))),
  );
  app.get(P.businessOrgUsers, backOffice(orgCodes.userMenu), async (request) => {
    const query = parseInput(ZOrgUsersPageSchema, request.query, request);
    const { rows, totalNum } = await listPeople(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentPerson), totalNum, query.pageSize));
  });
  app.get(P.bizOrgUserChild, backOffice(orgCodes.userMenu), async (request) => {
    const input = parseInput(ZTreeChildQuerySchema, request.query, request);
    const { tenantId } = actorOf(request);
    return ok(request, presentTreeLevel(await listOrgTreeLevel(db, { ...input, tenantId }), 'Org'));
  });
}
