// Group commit for draft saves: saves that arrive while a batch is being written (or within the same turn of
// the event loop) are written together by the next batch, one statement in its own transaction, so a wave of
// takers costs a few round trips and commits instead of one each. Each request is answered only after its
// batch committed. The statement keeps the rules of the single save (draft-statement.ts): only attempts that
// are open, owned and inside their deadline take answers (share lock on each attempt row), an answer replaces
// the stored one only with a higher sequence number, and a mode-2 question past its clock is not written.
// A batch that fails is retried request by request, so one bad request fails only itself. Per instance.
import { ExamAttemptStatus } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { runSaveStatement, type SaveParams } from './draft-statement.ts';

/** One answer of a request, as the statements read it. */
export type DraftRow = { question_id: number; answer: unknown; doubtful: boolean; seq: number };

export type BatchRequest = Omit<SaveParams, 'answers'> & { rows: DraftRow[] };

type Pending = {
  request: BatchRequest;
  resolve: (stored: { questionId: number }[]) => void;
  reject: (error: unknown) => void;
};

type Queue = { waiting: Pending[]; busy: boolean };

/** Answer rows per batch (a request is never split; a bigger one goes alone). */
const BATCH_MAX_ROWS = 200;

const queues = new WeakMap<object, Queue>();
let failuresToInject = 0;
const stats = { batches: 0, requests: 0 };

/** How many batch statements ran and how many requests they carried (tests, bench). */
export function draftBatchStats(): { batches: number; requests: number } {
  return { ...stats };
}

/** Tests: the next `count` batch statements fail, as a lost connection would. */
export function failNextDraftBatches(count: number): void {
  failuresToInject = count;
}

function batchStatement(pending: Pending[]) {
  // One row per (attempt, question): a statement may not touch a row twice, and the highest sequence number
  // is the only one that could win anyway; the others of that pair are answered stale (or locked) by the caller.
  const winners = new Map<string, { row: DraftRow; request: BatchRequest; owner: Pending }>();
  for (const owner of pending) {
    for (const row of owner.request.rows) {
      const key = `${owner.request.attemptId}:${row.question_id}`;
      const known = winners.get(key);
      if (!known || row.seq > known.row.seq) winners.set(key, { row, request: owner.request, owner });
    }
  }
  // Written in key order, so two batches touching the same rows (two instances) lock them in the same order.
  const ordered = [...winners.values()].sort(
    (a, b) => a.request.attemptId - b.request.attemptId || a.row.question_id - b.row.question_id,
  );
  const payload = ordered.map(({ row, request }) => ({
    ...row,
    tenant_id: request.tenantId,
    attempt_id: request.attemptId,
    user_id: request.userId,
    accept_after: request.acceptAfter.toISOString(),
    saved_at: request.now.toISOString(),
    lock_cutoff: request.lockCutoff.toISOString(),
  }));
  const query = sql`
    WITH v AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) AS v(
        tenant_id text, attempt_id int, user_id int, question_id int, answer jsonb, doubtful boolean,
        seq bigint, accept_after timestamptz, saved_at timestamptz, lock_cutoff timestamptz)
    ),
    open_attempt AS (
      SELECT a.id, a.deadline_at FROM exam_attempts a
      WHERE (a.tenant_id, a.id, a.user_id) IN (SELECT tenant_id, attempt_id, user_id FROM v)
        AND a.status = ${ExamAttemptStatus.inProgress}
      FOR SHARE
    )
    INSERT INTO exam_answers (tenant_id, attempt_id, question_id, answer, doubtful, seq, saved_at)
    SELECT v.tenant_id, v.attempt_id, v.question_id, v.answer, v.doubtful, v.seq, v.saved_at
    FROM v JOIN open_attempt o ON o.id = v.attempt_id
    WHERE o.deadline_at > v.accept_after
      AND NOT EXISTS (
        SELECT 1 FROM exam_answers e
        WHERE e.attempt_id = v.attempt_id AND e.question_id = v.question_id AND e.opened_at <= v.lock_cutoff)
    ON CONFLICT (attempt_id, question_id) DO UPDATE
      SET answer = excluded.answer, doubtful = excluded.doubtful, seq = excluded.seq, saved_at = excluded.saved_at
      WHERE excluded.seq > exam_answers.seq
    RETURNING attempt_id, question_id`;
  return { query, winners };
}

async function runBatch(db: Db, pending: Pending[]): Promise<void> {
  try {
    if (failuresToInject > 0) {
      failuresToInject -= 1;
      throw new Error('injected draft batch failure');
    }
    const { query, winners } = batchStatement(pending);
    const stored = await queryRows(db, query, { attempt_id: col.int, question_id: col.int });
    stats.batches += 1;
    stats.requests += pending.length;
    const perRequest = new Map<Pending, { questionId: number }[]>(pending.map((owner) => [owner, []]));
    for (const row of stored) {
      const winner = winners.get(`${row.attempt_id}:${row.question_id}`);
      if (winner) perRequest.get(winner.owner)?.push({ questionId: row.question_id });
    }
    for (const owner of pending) owner.resolve(perRequest.get(owner) ?? []);
  } catch {
    // The batch as a whole failed (nothing of it was written): each request on its own, so a request that
    // cannot be written fails alone and the paper retries it.
    await Promise.all(
      pending.map(({ request, resolve, reject }) => {
        const { rows, ...params } = request;
        return runSaveStatement(db, { ...params, answers: JSON.stringify(rows) }).then(resolve, reject);
      }),
    );
  }
}

function takeBatch(queue: Queue): Pending[] {
  const batch: Pending[] = [];
  let rows = 0;
  while (queue.waiting.length > 0) {
    const next = queue.waiting[0]!;
    if (batch.length > 0 && rows + next.request.rows.length > BATCH_MAX_ROWS) break;
    batch.push(queue.waiting.shift()!);
    rows += next.request.rows.length;
  }
  return batch;
}

function drain(db: Db, queue: Queue): void {
  if (queue.busy || queue.waiting.length === 0) return;
  queue.busy = true;
  void runBatch(db, takeBatch(queue)).finally(() => {
    queue.busy = false;
    drain(db, queue);
  });
}

/** Writes a request's answers with the next batch; resolves with the questions stored once it committed. */
export function saveInBatch(db: Db, request: BatchRequest): Promise<{ questionId: number }[]> {
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], busy: false };
    queues.set(db, queue);
  }
  const target = queue;
  return new Promise((resolve, reject) => {
    const idle = !target.busy && target.waiting.length === 0;
    target.waiting.push({ request, resolve, reject });
    // The first save of an idle queue waits for the rest of this event-loop turn to join it.
    if (idle) setImmediate(() => drain(db, target));
  });
}
