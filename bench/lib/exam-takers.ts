// Simulated exam takers: each joins (starts spread over the join window), saves 20 answers one by one with
// a think time between them, then submits. Like the paper, a taker retries a call that failed for want
// of a server (connection refused or reset, 5xx) with back-off, and counts an answer as acknowledged only
// when saveDraft's reply says the server holds it ('saved' or 'stale').
import { examPaths, type TJoinResult, type TSaveDraftResult } from '@elearning/shared';
import type { BenchExam, Taker } from './exam-setup.ts';
import { callApi } from './taker-call.ts';

export type Ack = { attemptId: number; questionId: number; seq: number };

export type TakerStats = {
  joinLatencies: number[];
  saveLatencies: number[];
  firstJoinAt: number;
  lastJoinAt: number;
  firstSaveAt: number;
  lastSaveAt: number;
  saves: number;
  submits: number;
  acks: Ack[];
  retries: number;
  failures: string[];
};

export type TakerRunOptions = {
  appUrl: string;
  clientHeaders: Record<string, string>;
  takers: Taker[];
  exam: BenchExam;
  joinWindowMs: number;
  thinkMs: [number, number];
  /** Every call gives up after this moment (keeps the run bounded). */
  deadline: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function call<T>(options: TakerRunOptions, stats: TakerStats, path: string, token: string, body: unknown) {
  return callApi<T>(options, { method: 'POST', path, token, body }, () => {
    stats.retries += 1;
  });
}

export function emptyStats(): TakerStats {
  return {
    joinLatencies: [],
    saveLatencies: [],
    firstJoinAt: Number.POSITIVE_INFINITY,
    lastJoinAt: 0,
    firstSaveAt: Number.POSITIVE_INFINITY,
    lastSaveAt: 0,
    saves: 0,
    submits: 0,
    acks: [],
    retries: 0,
    failures: [],
  };
}

async function takeOne(options: TakerRunOptions, stats: TakerStats, taker: Taker) {
  const { exam } = options;
  await sleep((taker.index / options.takers.length) * options.joinWindowMs);
  const joinStart = Date.now();
  stats.firstJoinAt = Math.min(stats.firstJoinAt, joinStart);
  const join = await call<TJoinResult>(options, stats, examPaths.joinExam, taker.token, {
    batchId: exam.batchId,
  });
  if (join.status !== 200) throw new Error(`join answered ${join.status}`);
  stats.joinLatencies.push(join.ms);
  stats.lastJoinAt = Math.max(stats.lastJoinAt, Date.now());
  const attemptId = join.response.attemptId;
  for (const [index, question] of exam.questions.entries()) {
    const [min, max] = options.thinkMs;
    await sleep(min + Math.random() * (max - min));
    const seq = index + 1;
    const answer = question.keys[Math.floor(Math.random() * question.keys.length)]!;
    const saveStart = Date.now();
    stats.firstSaveAt = Math.min(stats.firstSaveAt, saveStart);
    const saved = await call<TSaveDraftResult>(options, stats, examPaths.saveDraft, taker.token, {
      attemptId,
      answers: [{ questionId: question.id, answer, seq }],
    });
    if (saved.status !== 200) throw new Error(`saveDraft answered ${saved.status}`);
    stats.saveLatencies.push(saved.ms);
    stats.saves += 1;
    stats.lastSaveAt = Math.max(stats.lastSaveAt, Date.now());
    for (const ack of saved.response.acknowledged) {
      if (ack.status === 'saved' || ack.status === 'stale') {
        stats.acks.push({ attemptId, questionId: ack.questionId, seq: ack.seq });
      }
    }
  }
  const submit = await call(options, stats, examPaths.submitPaper, taker.token, {
    attemptId,
  });
  if (submit.status !== 200) throw new Error(`submit answered ${submit.status}`);
  stats.submits += 1;
}

/** Runs every taker at once; resolves when all have submitted (or given up at the deadline). */
export async function runTakers(
  options: TakerRunOptions,
  stats: TakerStats = emptyStats(),
): Promise<TakerStats> {
  await Promise.all(
    options.takers.map((taker) =>
      takeOne(options, stats, taker).catch((error: unknown) => {
        stats.failures.push(error instanceof Error ? error.message : String(error));
      }),
    ),
  );
  return stats;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
