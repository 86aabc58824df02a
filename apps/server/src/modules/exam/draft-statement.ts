// The one statement a draft save runs, prepared once per database handle (a saveDraft is the hottest call
// of an exam: preparing it spares PostgreSQL the planning of every save). A CTE share-locks the attempt
// row only while it is open and inside its deadline; each answer is then upserted by (attempt, question)
// and replaces the stored one only when its sequence number is higher — and, in answer mode 2, only while
// the question is not locked.
import { ExamAttemptStatus } from '@elearning/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { examAnswers, examAttempts } from '../../db/schema/index.ts';

function prepare(db: Db) {
  const openAttempt = db.$with('open_attempt').as(
    db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(
        and(
          eq(examAttempts.tenantId, sql.placeholder('tenantId')),
          eq(examAttempts.id, sql.placeholder('attemptId')),
          eq(examAttempts.userId, sql.placeholder('userId')),
          eq(examAttempts.status, ExamAttemptStatus.inProgress),
          gt(examAttempts.deadlineAt, sql.placeholder('acceptAfter')),
        ),
      )
      .for('share'),
  );
  // Insert-select must name every column of the table, in order.
  const rows = db
    .select({
      tenantId: sql<string>`${sql.placeholder('tenantId')}::text`.as('tenant_id'),
      attemptId: sql<number>`open_attempt.id`.as('attempt_id'),
      questionId: sql<number>`v.question_id`.as('question_id'),
      answer: sql`v.answer`.as('answer'),
      doubtful: sql<boolean>`v.doubtful`.as('doubtful'),
      seq: sql<number>`v.seq`.as('seq'),
      savedAt: sql<Date>`${sql.placeholder('now')}::timestamptz`.as('saved_at'),
      openedAt: sql<Date | null>`NULL::timestamptz`.as('opened_at'),
      score: sql<number | null>`NULL::numeric`.as('score'),
      verdict: sql<string | null>`NULL::text`.as('verdict'),
      markedBy: sql<number | null>`NULL::int`.as('marked_by'),
      markedAt: sql<Date | null>`NULL::timestamptz`.as('marked_at'),
      comment: sql<string>`''`.as('comment'),
    })
    .from(
      sql`open_attempt, jsonb_to_recordset(${sql.placeholder('answers')}::jsonb) AS v(question_id int, answer jsonb, doubtful boolean, seq bigint)`,
    );
  return db
    .with(openAttempt)
    .insert(examAnswers)
    .select(rows)
    .onConflictDoUpdate({
      target: [examAnswers.attemptId, examAnswers.questionId],
      set: {
        answer: sql`excluded.answer`,
        doubtful: sql`excluded.doubtful`,
        seq: sql`excluded.seq`,
        savedAt: sql`excluded.saved_at`,
      },
      setWhere: sql`excluded.seq > ${examAnswers.seq}
        AND (${examAnswers.openedAt} IS NULL OR ${examAnswers.openedAt} > ${sql.placeholder('lockCutoff')})`,
    })
    .returning({ questionId: examAnswers.questionId })
    .prepare('exam_save_draft');
}

const prepared = new WeakMap<object, ReturnType<typeof prepare>>();

export type SaveParams = {
  tenantId: string;
  attemptId: number;
  userId: number;
  /** Saves are taken while the deadline is later than this (now minus the grace). */
  acceptAfter: Date;
  now: Date;
  /** Mode 2: a question opened before this is locked; the epoch when there are no locks. */
  lockCutoff: Date;
  /** JSON of [{ question_id, answer, doubtful, seq }]. */
  answers: string;
};

/** Runs the save; returns the questions whose answer was stored. */
export function runSaveStatement(db: DbOrTx, params: SaveParams): Promise<{ questionId: number }[]> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepare(db as Db);
    prepared.set(db, statement);
  }
  return statement.execute(params);
}
