// Filing knowledge resources under the knowledge system: unlinking one from its node (back office).
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, runStatement } from '../../db/rows.ts';
import { syncKnowledgeIndex } from './index-sync-service.ts';
import { requireFound } from './policy.ts';

export async function unlinkSystem(db: DbOrTx, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const row = await queryRow(
      tx,
      sql`select id from knowledge_resources where tenant_id = ${actor.tenantId} and id = ${id} and deleted_at is null
        for update`,
      { id: col.int },
    );
    requireFound(row);
    await runStatement(tx, sql`update knowledge_resources set knowledge_system_id = null where id = ${id}`);
    await syncKnowledgeIndex(tx, actor.tenantId, id);
  });
}
