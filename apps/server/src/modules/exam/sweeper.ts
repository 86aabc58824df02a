// The server closes attempts itself: a periodic sweep (started with the app, stopped when it closes)
// closes and scores every open attempt past its deadline, whether or not the learner ever comes back,
// and records the absences of exams whose last batch has ended. The sweep spans tenants by design; each
// close runs scoped to its attempt's tenant, and several instances may sweep at once (SKIP LOCKED).
import { EXAM_RULES, ExamAttemptStatus, ExamCloseReason } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../core/periodic.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';
import { closeAttempt } from './close-service.ts';
import { arrangedUserIds } from './policy.ts';

const SWEEP_BATCH = 200;

/** Closes overdue attempts; returns how many it closed. */
export async function closeOverdueAttempts(db: DbOrTx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - EXAM_RULES.deadlineGraceMs);
  const due = await queryRows(
    db,
    sql`
    SELECT id, tenant_id FROM exam_attempts
    WHERE status = ${ExamAttemptStatus.inProgress} AND deadline_at < ${cutoff}
    ORDER BY deadline_at LIMIT ${SWEEP_BATCH}
    FOR UPDATE SKIP LOCKED`,
    { id: col.int, tenant_id: col.text },
  );
  let closed = 0;
  for (const row of due) {
    await closeAttempt(db, {
      tenantId: row.tenant_id,
      attemptId: row.id,
      reason: ExamCloseReason.deadline,
      now,
    });
    closed += 1;
  }
  return closed;
}

/**
 * For each exam whose batches have all ended, records every arranged learner without a result as absent
 * (once: the batches are marked as recorded).
 */
export async function recordAbsences(db: DbOrTx, now: Date): Promise<number> {
  const ended = await queryRows(
    db,
    sql`
    SELECT b.exam_id, b.tenant_id, (array_agg(b.id ORDER BY b.end_at DESC))[1] AS last_batch
    FROM exam_batches b
    GROUP BY b.exam_id, b.tenant_id
    HAVING bool_or(b.absences_recorded_at IS NULL) AND max(b.end_at) < ${now}
    LIMIT ${SWEEP_BATCH}`,
    { exam_id: col.int, tenant_id: col.text, last_batch: col.int },
  );
  let recorded = 0;
  for (const row of ended) {
    const examId = row.exam_id;
    const tenantId = row.tenant_id;
    await db.transaction(async (tx) => {
      const inserted = await queryRows(
        tx,
        sql`
        INSERT INTO exam_absences (tenant_id, exam_id, batch_id, user_id, recorded_at)
        SELECT ${tenantId}, ${examId}, ${row.last_batch}, u.id, ${now}
        FROM ${arrangedUserIds(tenantId, sql`${examId}::int`)} u
        WHERE NOT EXISTS (SELECT 1 FROM exam_results r
            WHERE r.tenant_id = ${tenantId} AND r.exam_id = ${examId} AND r.user_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM exam_attempts a
            WHERE a.tenant_id = ${tenantId} AND a.exam_id = ${examId} AND a.user_id = u.id)
        ON CONFLICT DO NOTHING
        RETURNING id`,
        { id: col.int },
      );
      recorded += inserted.length;
      await runStatement(
        tx,
        sql`
        UPDATE exam_batches SET absences_recorded_at = ${now}
        WHERE tenant_id = ${tenantId} AND exam_id = ${examId} AND absences_recorded_at IS NULL`,
      );
    });
  }
  return recorded;
}

/** One sweep: overdue attempts first (so their learners are not counted absent), then absences. */
export async function sweepExams(db: DbOrTx, now = new Date()) {
  const closed = await closeOverdueAttempts(db, now);
  const absent = await recordAbsences(db, now);
  return { closed, absent };
}

/**
 * Starts the periodic sweep when the app is ready and stops it when the app closes. Called by app.ts with
 * the other app-lifetime services, so every instance (and every test app) sweeps the same way.
 */
export function startExamSweeper(
  app: FastifyInstance,
  intervalMs: number = app.deps.config.examSweepIntervalMs ?? EXAM_RULES.sweepIntervalMs,
) {
  runPeriodically(app, 'exam sweep', intervalMs, () => sweepExams(app.deps.db));
}
