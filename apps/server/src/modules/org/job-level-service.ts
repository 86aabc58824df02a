// Job levels (职级): a tenant-wide tree everyone in the back office reads; only the whole tenant's scope
// changes it. A level still held by someone or with levels below it cannot be deleted.
import type { TJobLevelCreate, TJobLevelEdit } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { requireFound, requireWholeTenant } from './policy.ts';
import { containsPattern, type JobLevelRow, jobLevelColumns, jobLevelShape } from './queries.ts';

export function listJobLevels(
  db: Db,
  actor: Actor,
  options: { name?: string | undefined; parentId?: number; levelOnly?: boolean },
): Promise<JobLevelRow[]> {
  const named = options.name ? sql`j.name ilike ${containsPattern(options.name)}` : sql`true`;
  const level = !options.levelOnly
    ? sql`true`
    : options.parentId
      ? sql`j.parent_id = ${options.parentId}`
      : sql`j.parent_id is null`;
  return queryRows(
    db,
    sql`select ${jobLevelColumns} from job_levels j where j.tenant_id = ${actor.tenantId} and ${named} and ${level}
      order by j.sort, j.id`,
    jobLevelShape,
  );
}

function levelById(db: DbOrTx, tenantId: string, id: number) {
  return queryRow(
    db,
    sql`select ${jobLevelColumns} from job_levels j where j.tenant_id = ${tenantId} and j.id = ${id}`,
    jobLevelShape,
  );
}

async function changeScope(db: Db, actor: Actor) {
  requireWholeTenant(await dataScopeOf(db, actor));
}

async function requireParentLevel(tx: DbOrTx, actor: Actor, parentId: number, selfId = 0) {
  if (!parentId) return null;
  if (parentId === selfId) throw new AppError('ORG_CYCLE');
  const parent = requireFound(await levelById(tx, actor.tenantId, parentId));
  if (selfId) {
    const loop = await queryRow(
      tx,
      sql`with recursive up as (select id, parent_id from job_levels where tenant_id = ${actor.tenantId} and id = ${parent.id}
          union select j.id, j.parent_id from job_levels j join up on j.id = up.parent_id where j.tenant_id = ${actor.tenantId})
        select id from up where id = ${selfId} limit 1`,
      { id: jobLevelShape.id },
    );
    if (loop) throw new AppError('ORG_CYCLE');
  }
  return parent.id;
}

export async function createJobLevel(db: Db, actor: Actor, input: TJobLevelCreate): Promise<number> {
  await changeScope(db, actor);
  return db.transaction(async (tx) => {
    const parentId = await requireParentLevel(tx, actor, input.parentId);
    const row = requireFound(
      await queryRow(
        tx,
        sql`insert into job_levels (tenant_id, parent_id, name, code, remark, sort)
          values (${actor.tenantId}, ${parentId}, ${input.name}, ${input.code ?? ''}, ${input.remark ?? ''}, ${input.sort})
          returning id`,
        { id: jobLevelShape.id },
      ),
    );
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'create',
      entityType: 'jobLevel',
      entityId: row.id,
      after: input,
    });
    return row.id;
  });
}

export async function editJobLevel(db: Db, actor: Actor, input: TJobLevelEdit): Promise<void> {
  await changeScope(db, actor);
  await db.transaction(async (tx) => {
    const before = requireFound(await levelById(tx, actor.tenantId, input.id));
    const parentId = await requireParentLevel(tx, actor, input.parentId, before.id);
    await runStatement(
      tx,
      sql`update job_levels set name = ${input.name}, code = ${input.code ?? before.code}, parent_id = ${parentId},
        remark = ${input.remark ?? ''}, sort = ${input.sort} where tenant_id = ${actor.tenantId} and id = ${before.id}`,
    );
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'update',
      entityType: 'jobLevel',
      entityId: before.id,
      before,
      after: input,
    });
  });
}

export async function deleteJobLevel(db: Db, actor: Actor, id: number): Promise<void> {
  await changeScope(db, actor);
  await db.transaction(async (tx) => {
    const before = requireFound(await levelById(tx, actor.tenantId, id));
    if (before.user_num > 0 || before.child_num > 0) throw new AppError('ORG_JOB_LEVEL_IN_USE');
    await runStatement(tx, sql`delete from job_levels where tenant_id = ${actor.tenantId} and id = ${id}`);
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'delete',
      entityType: 'jobLevel',
      entityId: id,
      before,
    });
  });
}
