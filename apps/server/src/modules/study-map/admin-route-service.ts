// Promotion routes in the back office (原 晋升线路图): a position's routes, each an ordered list of positions
// starting at it. Submitting replaces the position's routes, keeping the ids of routes it still has (so the
// learners' choices of them survive).
import type { TRouteSubmit } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';
import { requireFound } from './policy.ts';
import { findPosition, idList, positionNames, routesOfPosition } from './queries.ts';

/** The tenant's positions (by name) with how many routes start at each. */
export async function routeTree(db: DbOrTx, actor: Actor, name: string | undefined) {
  const pattern = `%${(name ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return queryRows(
    db,
    sql`select p.id, p.name, p.parent_id,
          (select count(*) from study_map_routes r where r.tenant_id = p.tenant_id and r.position_id = p.id)::int as route_num
        from positions p where p.tenant_id = ${actor.tenantId} and p.name ilike ${pattern} order by p.sort, p.id`,
    { id: col.int, name: col.text, parent_id: col.intOrNull, route_num: col.int },
  );
}

export async function routeInfo(db: DbOrTx, actor: Actor, positionId: number) {
  requireFound(await findPosition(db, actor.tenantId, positionId));
  const routes = await routesOfPosition(db, actor.tenantId, positionId);
  const names = await positionNames(
    db,
    actor.tenantId,
    routes.flatMap((route) => route.position_ids),
  );
  return routes.map((route) => ({
    id: route.id,
    positionIds: route.position_ids,
    positionNames: route.position_ids.map((id) => names.get(id) ?? ''),
  }));
}

export async function submitRoutes(db: DbOrTx, actor: Actor, input: TRouteSubmit) {
  const tenantId = actor.tenantId;
  requireFound(await findPosition(db, tenantId, input.positionId));
  const routes = input.routes.map((route) => ({
    id: route.id,
    positionIds:
      route.positionIds[0] === input.positionId
        ? route.positionIds
        : [input.positionId, ...route.positionIds],
  }));
  const all = [...new Set(routes.flatMap((route) => route.positionIds))];
  for (const route of routes)
    if (new Set(route.positionIds).size !== route.positionIds.length)
      throw new AppError('STUDY_MAP_ROUTE_INVALID');
  if (all.length > 0 && (await positionNames(db, tenantId, all)).size !== all.length)
    throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    const existing = await routesOfPosition(tx, tenantId, input.positionId);
    const keep = routes.flatMap((route) => (route.id === undefined ? [] : [route.id]));
    if (keep.some((id) => !existing.some((route) => route.id === id))) throw new AppError('NOT_FOUND');
    const gone = existing.map((route) => route.id).filter((id) => !keep.includes(id));
    if (gone.length > 0)
      await runStatement(
        tx,
        sql`delete from study_map_routes where tenant_id = ${tenantId} and id in ${idList(gone)}`,
      );
    for (const [sort, route] of routes.entries()) {
      const ids = JSON.stringify(route.positionIds);
      await runStatement(
        tx,
        route.id === undefined
          ? sql`insert into study_map_routes (tenant_id, position_id, position_ids, sort)
                values (${tenantId}, ${input.positionId}, ${ids}::jsonb, ${sort})`
          : sql`update study_map_routes set position_ids = ${ids}::jsonb, sort = ${sort}
                where tenant_id = ${tenantId} and id = ${route.id}`,
      );
    }
  });
}

export async function deleteRoutes(db: DbOrTx, actor: Actor, ids: number[]) {
  await runStatement(
    db,
    sql`delete from study_map_routes where tenant_id = ${actor.tenantId} and id in ${idList(ids)}`,
  );
}

/**
 * `route/conf`: the routes the position tree suggests for a position — the position followed by its
 * superiors, one route per superior reached (the longest, to the top, is the default) — each marked checked
 * when the position already has it; routes configured by hand that the tree does not suggest are listed as
 * checked too. `otherPositionId` keeps only the routes passing through that superior.
 */
export async function routeConf(db: DbOrTx, actor: Actor, positionId: number, otherPositionId?: number) {
  requireFound(await findPosition(db, actor.tenantId, positionId));
  const positions = await routeTree(db, actor, undefined);
  const byId = new Map(positions.map((position) => [position.id, position]));
  const chain = [positionId];
  for (let up = byId.get(positionId)?.parent_id ?? null; up !== null && !chain.includes(up); ) {
    chain.push(up);
    up = byId.get(up)?.parent_id ?? null;
  }
  const suggested = chain.slice(1).map((_, index) => chain.slice(0, index + 2));
  const existing = await routesOfPosition(db, actor.tenantId, positionId);
  const key = (ids: number[]) => ids.join(',');
  const configured = new Map(existing.map((route) => [key(route.position_ids), route.id]));
  const candidates = [
    ...suggested.map((ids, index) => ({
      ids,
      isDefault: index === suggested.length - 1,
      routeId: configured.get(key(ids)) ?? null,
    })),
    ...existing
      .filter((route) => !suggested.some((ids) => key(ids) === key(route.position_ids)))
      .map((route) => ({ ids: route.position_ids, isDefault: false, routeId: route.id })),
  ].filter((route) => otherPositionId === undefined || route.ids.includes(otherPositionId));
  const name = (id: number) => byId.get(id)?.name ?? '';
  const view = (route: (typeof candidates)[number]) => ({
    routeId: route.routeId,
    positionIds: route.ids,
    positionNames: route.ids.map(name),
    isDefault: route.isDefault,
  });
  return {
    checked: candidates.filter((route) => route.routeId !== null).map(view),
    unchecked: candidates.filter((route) => route.routeId === null).map(view),
  };
}
