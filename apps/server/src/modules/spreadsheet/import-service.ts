// One import run: every row checked with the shared schema, the valid ones handed to the domain's
// `importRows` in batches inside ONE transaction, and the run kept with its bad rows for the error file.
// All-or-nothing: any bad row (by the schema or refused by the domain) rolls the whole file back.
import { randomUUID } from 'node:crypto';
import { IMPORT_BATCH_ROWS, IMPORT_ERROR_FILE_TTL_MS, ImportMode } from '@elearning/shared';
import { and, eq, lt } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { AppDeps } from '../../core/app-deps.ts';
import { recordAudit } from '../../core/audit.ts';
import { type ImportRunFailedRow, importRuns } from '../../db/schema/index.ts';
import type { SheetRow } from './read-service.ts';
import type { ImportContext, ImportDefinition, RowRejection } from './registry.ts';
import { validateRows } from './validate-rows.ts';

/** Thrown inside the transaction to undo an all-or-nothing run that met a refused row. */
class RollBack extends Error {}

export type ImportRun = {
  id: string;
  mode: ImportMode;
  successNum: number;
  failedNum: number;
  rolledBack: boolean;
  failedRows: ImportRunFailedRow[];
};

function failedRowsOf(rows: SheetRow[], rejections: RowRejection[]): ImportRunFailedRow[] {
  const cellsByLine = new Map(rows.map((row) => [row.line, row.cells]));
  const byLine = new Map<number, RowRejection['problems']>();
  for (const rejection of rejections) {
    byLine.set(rejection.line, [...(byLine.get(rejection.line) ?? []), ...rejection.problems]);
  }
  return [...byLine.entries()]
    .sort(([a], [b]) => a - b)
    .map(([line, problems]) => ({ line, cells: cellsByLine.get(line) ?? {}, problems }));
}

export async function runImport(
  deps: AppDeps,
  actor: Actor,
  definition: ImportDefinition,
  rows: SheetRow[],
  mode: ImportMode,
): Promise<ImportRun> {
  const { valid, rejected } = validateRows(definition, rows);
  const refused: RowRejection[] = [...rejected];
  let successNum = 0;
  let rolledBack = false;
  // All-or-nothing still hands the valid rows to the domain (then undoes them) so every bad row is reported.
  if (valid.length === 0) {
    rolledBack = mode === ImportMode.allOrNothing && rejected.length > 0;
  } else {
    const context: ImportContext = { deps, memo: new Map() };
    try {
      await deps.db.transaction(async (tx) => {
        const domainRefused: RowRejection[] = [];
        for (let start = 0; start < valid.length; start += IMPORT_BATCH_ROWS) {
          const batch = valid.slice(start, start + IMPORT_BATCH_ROWS);
          domainRefused.push(...(await definition.importRows(tx, actor, batch, context)));
        }
        refused.push(...domainRefused);
        if (mode === ImportMode.allOrNothing && refused.length > 0) throw new RollBack();
        successNum = valid.length - new Set(domainRefused.map((r) => r.line)).size;
        await recordAudit(tx, actor, {
          module: 'spreadsheet',
          action: 'import',
          entityType: definition.code,
          entityId: definition.code,
          after: { successNum, failedNum: new Set(refused.map((r) => r.line)).size, mode },
        });
      });
    } catch (error) {
      if (!(error instanceof RollBack)) throw error;
      rolledBack = true;
      successNum = 0;
    }
    if (successNum > 0) await definition.afterCommit?.(deps, actor);
  }
  const failedRows = failedRowsOf(rows, refused);
  const run: ImportRun = {
    id: randomUUID(),
    mode,
    successNum,
    failedNum: failedRows.length,
    rolledBack,
    failedRows,
  };
  await deps.db
    .delete(importRuns)
    .where(
      and(
        eq(importRuns.tenantId, actor.tenantId),
        lt(importRuns.createdAt, new Date(Date.now() - IMPORT_ERROR_FILE_TTL_MS)),
      ),
    );
  await deps.db.insert(importRuns).values({
    id: run.id,
    tenantId: actor.tenantId,
    code: definition.code,
    userId: actor.userId,
    mode,
    successNum,
    failedNum: run.failedNum,
    failedRows,
  });
  return run;
}
