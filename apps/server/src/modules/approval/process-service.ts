// Process design in the back office: a form type's process is versioned — saving makes a new draft
// version, releasing makes a version the current one (the previous current one stays for the applications
// already running on it), stopping closes the form to new applications, starting opens it again. A version
// with applications is never deleted. Categories group processes.
import {
  type ApprovalForm,
  ApprovalStatus,
  ProcessState,
  type TProcessSave,
  type TProcessStep,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { requireFound } from './policy.ts';
import { formCol, oneOf } from './queries.ts';

const stateCol = oneOf<ProcessState>(Object.values(ProcessState));

export const processRowShape = {
  id: col.int,
  name: col.text,
  form_key: formCol,
  category_id: col.intOrNull,
  version: col.int,
  state: stateCol,
  is_current: col.bool,
  remark: col.text,
  steps: col.json<TProcessStep[]>(),
  updated_at: col.num,
};
export type ProcessRow = Awaited<ReturnType<typeof getProcess>>;

const columns = sql`id, name, form_key, category_id, version, state, is_current, remark, steps,
  (extract(epoch from updated_at) * 1000)::float8 as updated_at`;

export async function getProcess(db: DbOrTx, tenantId: string, processId: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select ${columns} from approval_processes where tenant_id = ${tenantId} and id = ${processId}`,
      processRowShape,
    ),
  );
}

/** The current version of every form (released or stopped) — or only released ones (`released`). */
export async function listProcesses(
  db: DbOrTx,
  tenantId: string,
  options: { released?: boolean; categoryId?: number | undefined } = {},
) {
  return queryRows(
    db,
    sql`select ${columns} from approval_processes where tenant_id = ${tenantId} and is_current
      ${options.released ? sql`and state = ${ProcessState.released}` : sql``}
      ${options.categoryId ? sql`and category_id = ${options.categoryId}` : sql``}
      order by sort, id`,
    processRowShape,
  );
}

/** Draft versions newer than the current one. */
export async function listDrafts(db: DbOrTx, tenantId: string) {
  return queryRows(
    db,
    sql`select ${columns} from approval_processes where tenant_id = ${tenantId} and state = ${ProcessState.draft} order by updated_at desc`,
    processRowShape,
  );
}

export async function listVersions(db: DbOrTx, tenantId: string, processId: number) {
  const process = await getProcess(db, tenantId, processId);
  return queryRows(
    db,
    sql`select ${columns} from approval_processes where tenant_id = ${tenantId} and form_key = ${process.form_key} order by version desc`,
    processRowShape,
  );
}

/** Saves a new draft version of the form's process; returns its id. */
export async function saveProcess(db: Db, actor: Actor, input: TProcessSave): Promise<number> {
  return db.transaction(async (tx) => {
    if (input.processId) {
      const base = await getProcess(tx, actor.tenantId, input.processId);
      if (base.form_key !== input.formKey)
        throw new AppError('VALIDATION_FAILED', { params: { field: 'formKey' } });
    }
    await runStatement(
      tx,
      sql`select pg_advisory_xact_lock(hashtext(${`approval:${actor.tenantId}:${input.formKey}`}))`,
    );
    const [last] = await queryRows(
      tx,
      sql`select coalesce(max(version), 0)::int as v from approval_processes where tenant_id = ${actor.tenantId} and form_key = ${input.formKey}`,
      { v: col.int },
    );
    const row = requireFound(
      await queryRow(
        tx,
        sql`insert into approval_processes (tenant_id, form_key, name, category_id, version, state, remark, steps, creator_id)
          values (${actor.tenantId}, ${input.formKey}, ${input.processName}, ${input.categoryId ?? null}, ${(last?.v ?? 0) + 1},
            ${ProcessState.draft}, ${input.remark ?? ''}, ${JSON.stringify(input.steps)}::jsonb, ${actor.userId})
          returning id`,
        { id: col.int },
      ),
    );
    await recordAudit(tx, actor, {
      module: 'approval',
      action: 'save',
      entityType: 'process',
      entityId: row.id,
      after: input,
    });
    return row.id;
  });
}

/** Makes the version the current, released one of its form. */
export async function releaseProcess(db: Db, actor: Actor, processId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const process = await getProcess(tx, actor.tenantId, processId);
    await runStatement(
      tx,
      sql`select pg_advisory_xact_lock(hashtext(${`approval:${actor.tenantId}:${process.form_key}`}))`,
    );
    await runStatement(
      tx,
      sql`update approval_processes set is_current = false where tenant_id = ${actor.tenantId}
        and form_key = ${process.form_key} and is_current and id <> ${processId}`,
    );
    await runStatement(
      tx,
      sql`update approval_processes set is_current = true, state = ${ProcessState.released}, updated_at = now() where id = ${processId}`,
    );
    await recordAudit(tx, actor, {
      module: 'approval',
      action: 'release',
      entityType: 'process',
      entityId: processId,
    });
  });
}

/** Stops (no new applications) or starts the form's current process. */
export async function setProcessOpen(db: Db, actor: Actor, processId: number, open: boolean): Promise<void> {
  const process = await getProcess(db, actor.tenantId, processId);
  if (!process.is_current) throw new AppError('APPROVAL_NO_PROCESS');
  await runStatement(
    db,
    sql`update approval_processes set state = ${open ? ProcessState.released : ProcessState.stopped}, updated_at = now()
      where id = ${processId}`,
  );
}

/** Deletes a version no application used. */
export async function deleteProcess(db: Db, actor: Actor, processId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await getProcess(tx, actor.tenantId, processId);
    const used = await queryRow(
      tx,
      sql`select id from approval_applications where process_id = ${processId} limit 1`,
      { id: col.int },
    );
    if (used) throw new AppError('APPROVAL_PROCESS_IN_USE');
    await runStatement(tx, sql`delete from approval_processes where id = ${processId}`);
  });
}

/** Applications still running on a process version (the designer warns before a new release). */
export async function countRunning(db: DbOrTx, tenantId: string, formKey: ApprovalForm): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as n from approval_applications where tenant_id = ${tenantId} and form_key = ${formKey}
      and status in (${ApprovalStatus.pending}, ${ApprovalStatus.returned})`,
    { n: col.int },
  );
  return row?.n ?? 0;
}
