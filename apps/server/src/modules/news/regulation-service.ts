// The back office's regulation documents: add (a file of the file service), delete, pin or unpin.
import type { TRegulationAdd } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { isOwnFileUrl } from '../../core/rich-text.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRow, runStatement } from '../../db/rows.ts';
import { requireFound } from './policy.ts';

export async function addRegulation(db: Db, actor: Actor, input: TRegulationAdd) {
  if (!isOwnFileUrl(input.fileUrl)) throw new AppError('FILE_ADDRESS_INCORRECT');
  return db.transaction(async (tx) => {
    const { id } = requireFound(
      await queryRow(
        tx,
        sql`insert into regulations (tenant_id, title, category, file_url, file_name, creator_id)
          values (${actor.tenantId}, ${input.title}, ${input.category ?? ''}, ${input.fileUrl}, ${input.fileName ?? ''}, ${actor.userId})
          returning id`,
        { id: col.int },
      ),
    );
    await recordAudit(tx, actor, {
      module: 'news',
      action: 'create',
      entityType: 'regulation',
      entityId: id,
      after: input,
    });
    return id;
  });
}

export async function removeRegulation(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const gone = await runStatement(
      tx,
      sql`delete from regulations where tenant_id = ${actor.tenantId} and id = ${id}`,
    );
    if (gone === 0) throw new AppError('NOT_FOUND');
    await recordAudit(tx, actor, {
      module: 'news',
      action: 'delete',
      entityType: 'regulation',
      entityId: id,
    });
  });
}

export async function setRegulationTop(db: Db, actor: Actor, id: number, isTop: boolean) {
  const changed = await runStatement(
    db,
    sql`update regulations set is_top = ${isTop}, top_at = case when ${isTop} then now() else null end
      where tenant_id = ${actor.tenantId} and id = ${id}`,
  );
  if (changed === 0) throw new AppError('NOT_FOUND');
}
