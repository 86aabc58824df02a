// Takers of the synchronized-start bench (exam-start.ts). Before the exam opens, each signed-in taker loads
// its user info (the page it waits on). At the opening moment plus its own offset within the spread, each
// calls joinExam then takeExam, then saves the answers one by one with a think time between them, then
// submits. Calls are retried like the paper (taker-call.ts); every failed try and every refusal is counted
// by call and kind, and an answer counts as acknowledged only when saveDraft says the server holds it.
import {
  authPaths,
  examPaths,
  type TJoinResult,
  type TSaveDraftResult,
  type TTakeExam,
} from '@elearning/shared';
import type { BenchExam, Taker } from './exam-setup.ts';
import type { Ack } from './exam-takers.ts';
import { type ApiRequest, type CallTarget, callApi, GaveUp } from './taker-call.ts';

export type StartStats = {
  readyLatencies: number[];
  joinLatencies: number[];
  /** When each join was answered (epoch ms). */
  joinAnsweredAt: number[];
  takeLatencies: number[];
  saveLatencies: number[];
  /** When the last join and the last takeExam were answered (epoch ms). */
  lastJoinAt: number;
  lastTakeAt: number;
  firstSaveAt: number;
  lastSaveAt: number;
  submits: number;
  acks: Ack[];
  /** "<call> <kind>" → count, for failed tries (retried) and refusals (the taker stops). */
  errors: Record<string, number>;
  /** Takers that did not get to the end, with why. */
  failures: string[];
};

export type StartRunOptions = CallTarget & {
  takers: Taker[];
  exam: BenchExam;
  /** The moment the exam's batch opens (epoch ms). */
  opensAt: number;
  /** Joins start over this many ms from the opening. */
  spreadMs: number;
  thinkMs: [number, number];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export function emptyStartStats(): StartStats {
  return {
    readyLatencies: [],
    joinLatencies: [],
    joinAnsweredAt: [],
    takeLatencies: [],
    saveLatencies: [],
    lastJoinAt: 0,
    lastTakeAt: 0,
    firstSaveAt: Number.POSITIVE_INFINITY,
    lastSaveAt: 0,
    submits: 0,
    acks: [],
    errors: {},
    failures: [],
  };
}

function countError(stats: StartStats, name: string, kind: string) {
  const key = `${name} ${kind}`;
  stats.errors[key] = (stats.errors[key] ?? 0) + 1;
}

/** Calls until answered; a non-200 answer is counted and stops the taker. */
async function callOk<T>(
  target: CallTarget,
  stats: StartStats,
  name: string,
  request: ApiRequest,
): Promise<{ response: T; ms: number }> {
  const answered = await callApi<T>(target, request, (kind) => countError(stats, name, kind));
  if (answered.status !== 200) {
    countError(stats, name, `HTTP ${answered.status}`);
    throw new Error(`${name} answered ${answered.status}`);
  }
  return answered;
}

/** Every taker loads its user info once, spread over `spreadMs`: all are signed in before the opening. */
export async function signInAll(
  target: CallTarget,
  takers: Taker[],
  spreadMs: number,
  stats: StartStats,
): Promise<void> {
  await Promise.all(
    takers.map(async (taker) => {
      await sleep((taker.index / takers.length) * spreadMs);
      try {
        const info = await callOk(target, stats, 'userInfo', {
          method: 'GET',
          path: authPaths.userInfo,
          token: taker.token,
        });
        stats.readyLatencies.push(info.ms);
      } catch (error) {
        stats.failures.push(`sign-in: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
}

async function takeOne(options: StartRunOptions, stats: StartStats, taker: Taker) {
  const { exam, takers } = options;
  const token = taker.token;
  await sleep(options.opensAt + (taker.index / takers.length) * options.spreadMs - Date.now());
  const join = await callOk<TJoinResult>(options, stats, 'joinExam', {
    method: 'POST',
    path: examPaths.joinExam,
    token,
    body: { batchId: exam.batchId },
  });
  stats.joinLatencies.push(join.ms);
  stats.joinAnsweredAt.push(Date.now());
  stats.lastJoinAt = Math.max(stats.lastJoinAt, Date.now());
  const attemptId = join.response.attemptId;
  const paper = await callOk<TTakeExam>(options, stats, 'takeExam', {
    method: 'GET',
    path: examPaths.takeExam,
    token,
    query: { attemptId },
  });
  stats.takeLatencies.push(paper.ms);
  stats.lastTakeAt = Math.max(stats.lastTakeAt, Date.now());
  if (paper.response.questionCount !== exam.questions.length) {
    countError(stats, 'takeExam', 'wrong question count');
    throw new Error(`takeExam gave ${paper.response.questionCount} questions`);
  }
  for (const [index, question] of exam.questions.entries()) {
    const [min, max] = options.thinkMs;
    await sleep(min + Math.random() * (max - min));
    const seq = index + 1;
    const answer = question.keys[Math.floor(Math.random() * question.keys.length)]!;
    stats.firstSaveAt = Math.min(stats.firstSaveAt, Date.now());
    const saved = await callOk<TSaveDraftResult>(options, stats, 'saveDraft', {
      method: 'POST',
      path: examPaths.saveDraft,
      token,
      body: { attemptId, answers: [{ questionId: question.id, answer, seq }] },
    });
    stats.saveLatencies.push(saved.ms);
    stats.lastSaveAt = Math.max(stats.lastSaveAt, Date.now());
    for (const ack of saved.response.acknowledged) {
      if (ack.status === 'saved' || ack.status === 'stale') {
        stats.acks.push({ attemptId, questionId: ack.questionId, seq: ack.seq });
      } else countError(stats, 'saveDraft', `answer ${ack.status}`);
    }
  }
  await callOk(options, stats, 'submitPaper', {
    method: 'POST',
    path: examPaths.submitPaper,
    token,
    body: { attemptId },
  });
  stats.submits += 1;
}

/** Runs every taker; resolves when all have submitted, stopped on a refusal or given up at the deadline. */
export async function runStart(options: StartRunOptions, stats: StartStats): Promise<StartStats> {
  await Promise.all(
    options.takers.map((taker) =>
      takeOne(options, stats, taker).catch((error: unknown) => {
        if (error instanceof GaveUp) countError(stats, 'taker', 'gave up at the deadline');
        stats.failures.push(error instanceof Error ? error.message : String(error));
      }),
    ),
  );
  return stats;
}
