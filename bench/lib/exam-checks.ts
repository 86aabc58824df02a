// Measurements of the exam load bench: saveDraft saturated at a fixed number of connections, and the check
// that every acknowledged answer is on the server.
import { examPaths } from '@elearning/shared';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { col, queryRow, queryRows } from '../../apps/server/src/db/rows.ts';
import type { Taker } from './exam-setup.ts';
import type { TakerStats } from './exam-takers.ts';

/**
 * saveDraft saturated at 50 connections. autocannon resets a connection's context after each request, so
 * one counter numbers every save: it picks the attempt (round robin) and is the sequence number, which
 * therefore rises for every attempt; each save is a real write, never a stale one.
 */
export async function saturateSaves(
  options: { appUrl: string; clientHeaders: Record<string, string>; connections: number },
  takers: Taker[],
  attempts: number[],
  questionIds: number[],
) {
  const { appUrl, clientHeaders } = options;
  let counter = 0;
  const result = await autocannon({
    url: appUrl,
    connections: options.connections,
    duration: 5,
    requests: [
      {
        method: 'POST',
        path: examPaths.saveDraft,
        setupRequest: (request) => {
          counter += 1;
          const slot = counter % attempts.length;
          const questionId = questionIds[Math.floor(counter / attempts.length) % questionIds.length];
          return {
            ...request,
            headers: {
              ...clientHeaders,
              accesstoken: `bearer ${takers[slot]!.token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              attemptId: attempts[slot],
              answers: [{ questionId, answer: 'B', seq: counter }],
            }),
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Answers on the server for the exam versus the acknowledged ones: every ack must be held (seq ≥ ack). */
export async function verify(db: Db, examId: number, stats: Pick<TakerStats, 'acks'>) {
  const held = await queryRows(
    db,
    sql`
    SELECT ans.attempt_id, ans.question_id, ans.seq FROM exam_answers ans
    JOIN exam_attempts a ON a.id = ans.attempt_id WHERE a.exam_id = ${examId} AND ans.seq > 0`,
    { attempt_id: col.int, question_id: col.int, seq: col.num },
  );
  const onServer = new Map(held.map((row) => [`${row.attempt_id}:${row.question_id}`, row.seq]));
  const acknowledged = new Map<string, number>();
  for (const ack of stats.acks) {
    const key = `${ack.attemptId}:${ack.questionId}`;
    acknowledged.set(key, Math.max(acknowledged.get(key) ?? 0, ack.seq));
  }
  let lost = 0;
  for (const [key, seq] of acknowledged) if ((onServer.get(key) ?? 0) < seq) lost += 1;
  const results = await queryRow(
    db,
    sql`SELECT count(*)::int AS n FROM exam_results WHERE exam_id = ${examId}`,
    { n: col.int },
  );
  return {
    answersOnServer: onServer.size,
    answersAcknowledged: acknowledged.size,
    acknowledgedLost: lost,
    results: results?.n ?? 0,
  };
}
