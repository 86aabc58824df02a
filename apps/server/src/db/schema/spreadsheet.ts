// Excel import runs (issue 20 item 4): one row per upload, keeping its bad rows with their reasons as message
// keys, so the error workbook is written later in the language of whoever downloads it.
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.ts';

/** A bad row: its line in the workbook, its cells, and each reason as a message key with parameters. */
export type ImportRunProblem = { key: string; params?: Record<string, string | number> };
export type ImportRunFailedRow = {
  line: number;
  cells: Record<string, string>;
  problems: ImportRunProblem[];
};

export const importRuns = pgTable(
  'import_runs',
  {
    /** The `cacheKey` the original back office sends for the error file. */
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    userId: integer('user_id').notNull(),
    /** 'partial' | 'allOrNothing' */
    mode: text('mode').notNull(),
    successNum: integer('success_num').notNull().default(0),
    failedNum: integer('failed_num').notNull().default(0),
    failedRows: jsonb('failed_rows').$type<ImportRunFailedRow[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_runs_tenant_user_idx').on(t.tenantId, t.userId)],
);
