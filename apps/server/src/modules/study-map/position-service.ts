// The position chooser (SPEC §2 list 6, §6): the tenant's positions by name, and a learner of the allowed
// organisation (the one unit the tenant names, with everything below it) choosing their own position.
// Others are told 'no position, contact the enterprise administrator'. The position is the user's profile:
// the change is announced so every instance reads the new position on the next request.
import { studyMapEvents } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { AppDeps } from '../../core/app-deps.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import { orgLineOf } from '../../core/org-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { announceSessionChange } from '../auth/session-cache.ts';
import { mayChoosePosition, requireFound, requireMayChoosePosition } from './policy.ts';
import { findPosition } from './queries.ts';

const POSITION_LIST_MAX = 200;

export async function allowedOrgOf(db: DbOrTx, tenantId: string): Promise<number | null> {
  const row = await queryRow(
    db,
    sql`select position_change_org_id from study_map_settings where tenant_id = ${tenantId}`,
    { position_change_org_id: col.intOrNull },
  );
  return row?.position_change_org_id ?? null;
}

export async function setAllowedOrg(db: DbOrTx, tenantId: string, orgId: number | null) {
  if (orgId !== null)
    requireFound(
      await queryRow(db, sql`select id from organisations where tenant_id = ${tenantId} and id = ${orgId}`, {
        id: col.int,
      }),
    );
  await runStatement(
    db,
    sql`insert into study_map_settings (tenant_id, position_change_org_id) values (${tenantId}, ${orgId})
        on conflict (tenant_id) do update set position_change_org_id = excluded.position_change_org_id, updated_at = now()`,
  );
}

export async function canChoosePosition(db: DbOrTx, actor: Actor): Promise<boolean> {
  const allowed = await allowedOrgOf(db, actor.tenantId);
  return mayChoosePosition(await orgLineOf(db, actor.tenantId, actor.orgId), allowed);
}

export async function myPosition(db: DbOrTx, actor: Actor) {
  const position =
    actor.positionId === null ? null : ((await findPosition(db, actor.tenantId, actor.positionId)) ?? null);
  return { position, canChoose: await canChoosePosition(db, actor) };
}

export async function searchPositions(db: DbOrTx, actor: Actor, name: string | undefined) {
  const pattern = `%${(name ?? '').replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return queryRows(
    db,
    sql`select id, name from positions where tenant_id = ${actor.tenantId} and name ilike ${pattern}
        order by sort, id limit ${POSITION_LIST_MAX}`,
    { id: col.int, name: col.text },
  );
}

export async function changeMyPosition(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  actor: Actor,
  positionId: number,
) {
  const { db } = deps;
  const allowed = await allowedOrgOf(db, actor.tenantId);
  requireMayChoosePosition(await orgLineOf(db, actor.tenantId, actor.orgId), allowed);
  const position = requireFound(await findPosition(db, actor.tenantId, positionId));
  if (position.id === actor.positionId) return position;
  await db.transaction(async (tx) => {
    await runStatement(
      tx,
      sql`update users set position_id = ${position.id}, updated_at = now()
          where tenant_id = ${actor.tenantId} and id = ${actor.userId}`,
    );
    await emitDomainEvent(tx, {
      tenantId: actor.tenantId,
      type: studyMapEvents.positionChosen,
      userId: actor.userId,
      subjectType: 'position',
      subjectId: position.id,
      dedupeKey: `${studyMapEvents.positionChosen}:${actor.userId}:${Date.now()}`,
      data: { positionId: position.id, previousPositionId: actor.positionId },
    });
  });
  await announceSessionChange(deps.realtime, {
    scope: 'user',
    tenantId: actor.tenantId,
    userId: actor.userId,
  });
  return position;
}
