// The back office's zones: list, one zone with its moderators, add and edit (moderators must be people of the
// tenant), open or close (closing takes its posts out of search), delete (with its posts).
import type { TZoneSave } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { requireFound } from './policy.ts';
import { syncPostIndex } from './post-service.ts';
import { zoneColumns, zoneShape } from './queries.ts';

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export async function adminListZones(
  db: Db,
  actor: Actor,
  query: { pageNo: number; pageSize: number; name?: string },
) {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select ${zoneColumns(actor.userId)} from community_zones z where z.tenant_id = ${actor.tenantId}
      ${query.name ? sql`and strpos(lower(z.name), lower(${query.name})) > 0` : sql``}
      order by z.sort, z.id limit ${limit} offset ${offset}`,
    zoneShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function adminGetZone(db: DbOrTx, actor: Actor, id: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select ${zoneColumns(actor.userId)} from community_zones z where z.tenant_id = ${actor.tenantId} and z.id = ${id}`,
      zoneShape,
    ),
  );
}

async function setModerators(tx: DbOrTx, actor: Actor, zoneId: number, userIds: readonly number[]) {
  const unique = [...new Set(userIds)];
  if (unique.length) {
    const found = await queryRows(
      tx,
      sql`select id from users where tenant_id = ${actor.tenantId} and id in (${ids(unique)})`,
      { id: col.int },
    );
    if (found.length !== unique.length) throw new AppError('NOT_FOUND');
  }
  await runStatement(tx, sql`delete from community_moderators where zone_id = ${zoneId}`);
  for (const userId of unique)
    await runStatement(
      tx,
      sql`insert into community_moderators (tenant_id, zone_id, user_id) values (${actor.tenantId}, ${zoneId}, ${userId})`,
    );
}

export async function saveZone(db: Db, actor: Actor, input: TZoneSave) {
  return db.transaction(async (tx) => {
    const row = input.id
      ? await queryRow(
          tx,
          sql`update community_zones set name = ${input.name}, intro = ${input.intro ?? ''}, cover = ${input.cover ?? ''},
            need_audit = ${input.needAudit} where tenant_id = ${actor.tenantId} and id = ${input.id} returning id`,
          { id: col.int },
        )
      : await queryRow(
          tx,
          sql`insert into community_zones (tenant_id, name, intro, cover, need_audit)
            values (${actor.tenantId}, ${input.name}, ${input.intro ?? ''}, ${input.cover ?? ''}, ${input.needAudit}) returning id`,
          { id: col.int },
        );
    const { id } = requireFound(row);
    await setModerators(tx, actor, id, input.moderatorIds);
    await recordAudit(tx, actor, {
      module: 'community',
      action: input.id ? 'update' : 'create',
      entityType: 'zone',
      entityId: id,
      after: input,
    });
    return id;
  });
}

async function reindexZone(tx: DbOrTx, tenantId: string, zoneIds: readonly number[]) {
  const posts = await queryRows(
    tx,
    sql`select id from community_posts where zone_id in (${ids(zoneIds)}) and status = 'published'`,
    {
      id: col.int,
    },
  );
  for (const post of posts) await syncPostIndex(tx, tenantId, post.id);
}

export async function setZoneOpen(db: Db, actor: Actor, id: number, open: boolean) {
  await db.transaction(async (tx) => {
    const changed = await runStatement(
      tx,
      sql`update community_zones set is_open = ${open} where tenant_id = ${actor.tenantId} and id = ${id}`,
    );
    if (changed === 0) throw new AppError('NOT_FOUND');
    await reindexZone(tx, actor.tenantId, [id]);
    await recordAudit(tx, actor, {
      module: 'community',
      action: open ? 'open' : 'close',
      entityType: 'zone',
      entityId: id,
    });
  });
}

export async function deleteZones(db: Db, actor: Actor, zoneIds: readonly number[]) {
  await db.transaction(async (tx) => {
    const found = await queryRows(
      tx,
      sql`select id from community_zones where tenant_id = ${actor.tenantId} and id in (${ids(zoneIds)})`,
      {
        id: col.int,
      },
    );
    if (found.length !== new Set(zoneIds).size) throw new AppError('NOT_FOUND');
    await runStatement(tx, sql`update community_zones set is_open = false where id in (${ids(zoneIds)})`);
    await reindexZone(tx, actor.tenantId, zoneIds);
    await runStatement(tx, sql`delete from community_zones where id in (${ids(zoneIds)})`);
    for (const id of zoneIds)
      await recordAudit(tx, actor, {
        module: 'community',
        action: 'delete',
        entityType: 'zone',
        entityId: id,
      });
  });
}
