// Talent inventory (原 人才盘点, 学习情况): the people of a position with their competence, one person's
// situation, routes and ability map, read the same way the learner's own map is computed.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { abilityMapOf } from './competency-service.ts';
import { requireFound } from './policy.ts';
import { findPosition, positionNames, routesOfPosition } from './queries.ts';

const personShape = {
  id: col.int,
  name: col.text,
  org_name: col.text,
  position_id: col.intOrNull,
  position_name: col.text,
};

const personColumns = sql`u.id, coalesce(nullif(u.real_name, ''), u.name) as name,
  coalesce((select o.name from organisations o where o.id = u.org_id), '') as org_name, u.position_id,
  coalesce((select p.name from positions p where p.id = u.position_id), '') as position_name`;

export async function inventory(
  db: Db,
  actor: Actor,
  query: { positionId: number; pageNo: number; pageSize: number },
) {
  requireFound(await findPosition(db, actor.tenantId, query.positionId));
  const { limit, offset } = pageWindow(query);
  const people = await queryRows(
    db,
    sql`select ${personColumns}, (count(*) over ())::int as total_num from users u
        where u.tenant_id = ${actor.tenantId} and u.position_id = ${query.positionId}
        order by u.id limit ${limit} offset ${offset}`,
    { ...personShape, total_num: col.int },
  );
  const rows = [];
  for (const person of people) {
    const map = await abilityMapOf(db, { tenantId: actor.tenantId, userId: person.id }, query.positionId);
    rows.push({ ...person, competence: map?.competence ?? 0 });
  }
  return { rows, totalNum: people[0]?.total_num ?? 0 };
}

export async function personOf(db: DbOrTx, actor: Actor, userId: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select ${personColumns} from users u where u.tenant_id = ${actor.tenantId} and u.id = ${userId}`,
      personShape,
    ),
  );
}

/** The person's routes: the one they chose (or the first) first-flagged. */
export async function personRoutes(db: DbOrTx, actor: Actor, userId: number) {
  const person = await personOf(db, actor, userId);
  if (person.position_id === null) return [];
  const routes = await routesOfPosition(db, actor.tenantId, person.position_id);
  const choice = await queryRow(
    db,
    sql`select route_id from study_map_route_choices where tenant_id = ${actor.tenantId} and user_id = ${userId}
          and position_id = ${person.position_id}`,
    { route_id: col.int },
  );
  const names = await positionNames(
    db,
    actor.tenantId,
    routes.flatMap((route) => route.position_ids),
  );
  const currentId = routes.some((route) => route.id === choice?.route_id) ? choice?.route_id : routes[0]?.id;
  return routes.map((route) => ({
    id: route.id,
    positionIds: route.position_ids.filter((id) => names.has(id)),
    names: route.position_ids.filter((id) => names.has(id)).map((id) => names.get(id) ?? ''),
    current: route.id === currentId,
  }));
}

export async function personAbilityMap(db: Db, actor: Actor, userId: number, positionId: number) {
  await personOf(db, actor, userId);
  return requireFound(await abilityMapOf(db, { tenantId: actor.tenantId, userId }, positionId));
}
