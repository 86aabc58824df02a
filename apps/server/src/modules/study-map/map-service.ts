// The learner's study map (SPEC §2 My Task "study map"): the promotion routes of their position with the one
// they follow, a position's competency info and ability map, and choosing a route.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, runStatement } from '../../db/rows.ts';
import { abilityMapOf, announceReached } from './competency-service.ts';
import { requireFound, requireOwnRoute } from './policy.ts';
import { findPosition, positionNames, routeShape, routesOfPosition } from './queries.ts';

export type RouteView = { id: number; positionIds: number[]; names: string[]; current: boolean };

/** The routes of the learner's position; the chosen one (or the first) is current. None without a position. */
export async function listMyRoutes(db: DbOrTx, actor: Actor): Promise<RouteView[]> {
  if (actor.positionId === null) return [];
  const routes = await routesOfPosition(db, actor.tenantId, actor.positionId);
  if (routes.length === 0) return [];
  const choice = await queryRow(
    db,
    sql`select route_id from study_map_route_choices
        where tenant_id = ${actor.tenantId} and user_id = ${actor.userId} and position_id = ${actor.positionId}`,
    { route_id: col.int },
  );
  const currentId = routes.some((route) => route.id === choice?.route_id) ? choice?.route_id : routes[0]?.id;
  const names = await positionNames(
    db,
    actor.tenantId,
    routes.flatMap((route) => route.position_ids),
  );
  return routes.map((route) => {
    // A position deleted since the route was drawn drops out of it.
    const positionIds = route.position_ids.filter((id) => names.has(id));
    return {
      id: route.id,
      positionIds,
      names: positionIds.map((id) => names.get(id) ?? ''),
      current: route.id === currentId,
    };
  });
}

export async function positionSituation(db: DbOrTx, actor: Actor, positionId: number) {
  return requireFound(await findPosition(db, actor.tenantId, positionId));
}

/** The learner's ability map of any position of the tenant (the route bar lets them look ahead). */
export async function myAbilityMap(db: Db, actor: Actor, positionId: number) {
  const learner = { tenantId: actor.tenantId, userId: actor.userId };
  // One prepared read (the `studyMapWay` bench call); a position of another tenant is a 404 before anything
  // is announced.
  const map = requireFound(await abilityMapOf(db, learner, positionId));
  await announceReached(db, learner, positionId, map);
  return map;
}

/** `my/way/choose`: follow another route of the learner's own position; choosing twice changes nothing. */
export async function chooseRoute(db: DbOrTx, actor: Actor, routeId: number) {
  const route = requireOwnRoute(
    await queryRow(
      db,
      sql`select id, position_id, position_ids from study_map_routes
          where tenant_id = ${actor.tenantId} and id = ${routeId}`,
      routeShape,
    ),
    actor.positionId,
  );
  await runStatement(
    db,
    sql`insert into study_map_route_choices (tenant_id, user_id, position_id, route_id)
        values (${actor.tenantId}, ${actor.userId}, ${route.position_id}, ${route.id})
        on conflict (user_id, position_id) do update set route_id = excluded.route_id, updated_at = now()`,
  );
  return { userRouteId: route.id };
}
