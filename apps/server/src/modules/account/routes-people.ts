// The people pickers and the home page's calls of the original client: org and position trees with their
// people, the members of units and holders of positions, user groups and their members, external people (none
// exist yet: an honest empty list), the caller's org line and pending tasks. All signed in, all within the caller's tenant.
import {
  accountPaths,
  ZMyMissionQuerySchema,
  ZOrgUsersQuerySchema,
  ZOuterUsersQuerySchema,
  ZPositionUsersQuerySchema,
  ZTreeChildQuerySchema,
  ZUserGroupQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput } from '../../core/validate.ts';
import { listMyMissions } from './mission-service.ts';
import {
  listGroupPeople,
  listMyOrgLine,
  listOrgMembers,
  listOrgTreeLevel,
  listPickerGroups,
  listPositionHolders,
  listPositionTreeLevel,
} from './people-service.ts';
import { presentMissionPage, presentPickerGroup, presentPickerUser, presentTreeLevel } from './presenter.ts';

export async function peopleRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(accountPaths.orgUserChild, signedIn, async (request) => {
    const input = parseInput(ZTreeChildQuerySchema, request.query, request);
    const { tenantId } = actorOf(request);
    return ok(request, presentTreeLevel(await listOrgTreeLevel(db, { ...input, tenantId }), 'Org'));
  });

  const positionTree = async (request: FastifyRequest) => {
    const input = parseInput(ZTreeChildQuerySchema, request.query, request);
    const { tenantId } = actorOf(request);
    return ok(request, presentTreeLevel(await listPositionTreeLevel(db, { ...input, tenantId }), 'Position'));
  };
  app.get(accountPaths.positionUserChild, signedIn, positionTree);
  app.get(accountPaths.positionsUserChild, signedIn, positionTree);

  app.get(accountPaths.orgUsers, signedIn, async (request) => {
    const { orgId } = parseInput(ZOrgUsersQuerySchema, request.query, request);
    const { tenantId } = actorOf(request);
    return ok(request, (await listOrgMembers(db, { tenantId, orgIds: orgId })).map(presentPickerUser));
  });

  app.get(accountPaths.positionUsers, signedIn, async (request) => {
    const { positionId } = parseInput(ZPositionUsersQuerySchema, request.query, request);
    const { tenantId } = actorOf(request);
    return ok(
      request,
      (await listPositionHolders(db, { tenantId, positionIds: positionId })).map(presentPickerUser),
    );
  });

  // No external people exist in this product yet: the page is honestly empty (docs/API.md).
  app.get(accountPaths.outerUsers, signedIn, async (request) => {
    const { pageSize } = parseInput(ZOuterUsersQuerySchema, request.query, request);
    actorOf(request);
    return ok(request, paged([], 0, pageSize));
  });

  // The user groups the back office keeps (modules/org), and their members, for the pickers.
  app.get(accountPaths.userGroups, signedIn, async (request) => {
    const { groupId, search } = parseInput(ZUserGroupQuerySchema, request.query, request);
    const { tenantId } = actorOf(request);
    const groups = await listPickerGroups(db, { tenantId, groupIds: groupId, ...(search ? { search } : {}) });
    return ok(request, groups.map(presentPickerGroup));
  });
  app.get(accountPaths.userGroupUsers, signedIn, async (request) => {
    const { groupId, search } = parseInput(ZUserGroupQuerySchema, request.query, request);
    const { tenantId } = actorOf(request);
    const people = await listGroupPeople(db, { tenantId, groupIds: groupId, ...(search ? { search } : {}) });
    return ok(request, people.map(presentPickerUser));
  });

  app.get(accountPaths.orgIds, signedIn, async (request) =>
    ok(request, await listMyOrgLine(db, actorOf(request))),
  );

  app.get(accountPaths.myMission, signedIn, async (request) => {
    const page = parseInput(ZMyMissionQuerySchema, request.query, request);
    const missions = await listMyMissions(db, actorOf(request), new Date());
    return ok(request, presentMissionPage(missions, page));
  });
}
