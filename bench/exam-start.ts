// `npm run exam-start -w bench`: the synchronized exam start of issue 10, bounded and on 127.0.0.1 only,
// against PostgreSQL. 3,000 takers, signed in beforehand, wait for an exam whose batch opens at a chosen
// second; at that second each joins and opens the paper (starts spread over EXAM_START_SPREAD_MS), saves
// 20 answers with a think time and submits. Run twice: undisturbed, then with the server SIGKILLed once
// mid-way and restarted at once (takers retry with back-off like the paper). Checks that every
// acknowledged answer is on the server; exits non-zero when one is missing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreateSecrets } from '../apps/server/src/core/secrets.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { openDbCpuProbe, processMicros } from './lib/db-cpu.ts';
import { verify } from './lib/exam-checks.ts';
import { type Child, freePort, recreateDatabase, startChild } from './lib/exam-child.ts';
import { createBenchExam, createTakers, type Taker } from './lib/exam-setup.ts';
import { measure } from './lib/load.ts';
import { SELECT1_PATH } from './lib/protocol.ts';
import { type CpuSnapshot, printStartTable, summariseStart } from './lib/start-report.ts';
import { emptyStartStats, runStart, signInAll } from './lib/start-takers.ts';

const env = process.env;
const DATABASE_URL =
  env.BENCH_EXAM_START_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/elearning_exam_start';
const TAKERS = Number(env.EXAM_START_TAKERS ?? 3000);
/** Joins start over this window from the opening second (at most 10 s: the "same 10 s"). */
const SPREAD_MS = Math.min(10_000, Number(env.EXAM_START_SPREAD_MS ?? 5000));
/** Time between two answers of one taker (EXAM_THINK_MS="min,max"), as in exam-load. */
const THINK_MS = (env.EXAM_THINK_MS ?? '2000,4000').split(',').map(Number) as [number, number];
/** Takers load their user info over this window before the exam is set to open. */
const SIGN_IN_SPREAD_MS = 3000;
/** The opening second is the first whole second at least this far after everyone is signed in. */
const LEAD_MS = 3000;
/** Every call of a run gives up this long after the opening (keeps each run bounded). */
const RUN_LIMIT_MS = 150_000;
/** The second run's SIGKILL comes once this share of the answers is acknowledged. */
const KILL_AT = 0.5;
const QUESTIONS = 20;
const basic = `Basic ${Buffer.from('web:web_secret').toString('base64')}`;
const clientHeaders = { authorization: basic, 'tenant-id': 'learn' };

const log = (message: string) =>
  process.stderr.write(`[exam-start] ${new Date().toISOString()} ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

type Context = {
  db: Awaited<ReturnType<typeof openDatabase>>['db'];
  takers: Taker[];
  appUrl: string;
  child: { current: Child };
  env: Record<string, string>;
  cpu: () => Promise<CpuSnapshot>;
};

async function runOnce(ctx: Context, name: string, withKill: boolean) {
  const stats = emptyStartStats();
  const signInTarget = { appUrl: ctx.appUrl, clientHeaders, deadline: Date.now() + 60_000 };
  await signInAll(signInTarget, ctx.takers, SIGN_IN_SPREAD_MS, stats);
  const opensAt = Math.ceil((Date.now() + LEAD_MS) / 1000) * 1000;
  const exam = await createBenchExam(ctx.db, name, QUESTIONS, new Date(opensAt));
  log(
    `${stats.readyLatencies.length}/${ctx.takers.length} signed in; "${name}" opens at ` +
      `${new Date(opensAt).toISOString()}, joins spread over ${SPREAD_MS} ms`,
  );
  let done = false;
  const running = runStart(
    {
      appUrl: ctx.appUrl,
      clientHeaders,
      deadline: opensAt + RUN_LIMIT_MS,
      takers: ctx.takers,
      exam,
      opensAt,
      spreadMs: SPREAD_MS,
      thinkMs: THINK_MS,
    },
    stats,
  ).finally(() => {
    done = true;
  });
  await sleep(opensAt - Date.now());
  const opened = await ctx.cpu();
  const failedBefore = stats.failures.length;
  while (!done && stats.takeLatencies.length + stats.failures.length - failedBefore < ctx.takers.length) {
    await sleep(100);
  }
  const joined = await ctx.cpu();
  log(`${stats.takeLatencies.length} papers open after ${((Date.now() - opensAt) / 1000).toFixed(1)} s`);
  let kill: { afterAcks: number; downtimeMs: number } | null = null;
  if (withKill) {
    const expected = ctx.takers.length * QUESTIONS;
    while (!done && stats.acks.length < expected * KILL_AT) await sleep(50);
    const afterAcks = stats.acks.length;
    const killedAt = Date.now();
    process.kill(ctx.child.current.pid, 'SIGKILL');
    log(`SIGKILL sent to pid ${ctx.child.current.pid} after ${afterAcks} acknowledged answers; restarting`);
    ctx.child.current = await startChild(ctx.env);
    kill = { afterAcks, downtimeMs: Date.now() - killedAt };
    log(`restarted as pid ${ctx.child.current.pid} after ${kill.downtimeMs} ms`);
  }
  await running;
  const ended = await ctx.cpu();
  const check = await verify(ctx.db, exam.examId, stats);
  // Across the kill the server process changes: its CPU figures would mix two processes.
  const cpu = withKill ? null : { opened, joined, ended };
  return { opensAt: new Date(opensAt).toISOString(), ...summariseStart(stats, opensAt, cpu), ...check, kill };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'elearning-exam-start-'));
  const port = await freePort();
  const childEnv = {
    BENCH_DB_URL: DATABASE_URL,
    BENCH_DATA_DIR: dataDir,
    BENCH_APP_PORT: String(port),
    LOG_LEVEL: 'error',
  };
  const loadAverageAtStart = os.loadavg().map((v) => Number(v.toFixed(2)));
  let child: { current: Child } | undefined;
  const database = { current: undefined as Awaited<ReturnType<typeof openDatabase>> | undefined };
  let dbProbe: Awaited<ReturnType<typeof openDbCpuProbe>>;
  try {
    log(`load average ${loadAverageAtStart.join(' ')}; recreating ${DATABASE_URL}, server on :${port}`);
    await recreateDatabase(DATABASE_URL);
    const secrets = loadOrCreateSecrets(dataDir);
    child = { current: await startChild(childEnv) };
    database.current = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 4 });
    dbProbe = await openDbCpuProbe(DATABASE_URL);
    const current = child;
    const cpu = async (): Promise<CpuSnapshot> => ({
      server: (await processMicros(current.current.pid)) ?? null,
      db: dbProbe ? await dbProbe.read() : null,
    });
    const { urls } = child.current.ready;

    let ceilings = null;
    if (env.EXAM_START_CEILINGS !== '0') {
      log('ceilings (node:http, Fastify SELECT 1), 50 connections, 5 s each');
      const spec = (url: string) => ({ url, method: 'GET' as const, headers: {}, body: undefined });
      const load = { connections: 50, durationSeconds: 5, warmupSeconds: 1 };
      const probe = async () => {
        const now = await cpu();
        return { server: now.server ?? 0, db: now.db };
      };
      const http = await measure(spec(urls.http), load, probe);
      const select1 = await measure(spec(`${urls.select1}${SELECT1_PATH}`), load, probe);
      ceilings = {
        nodeHttp: { rps: http.requestsPerSecond, p99Ms: http.latencyMs.p99 },
        select1: {
          rps: select1.requestsPerSecond,
          p99Ms: select1.latencyMs.p99,
          cpuMicrosPerRequest: select1.cpuMicrosPerRequest,
        },
      };
    }

    log(`creating ${TAKERS} takers (sessions and tokens straight in the database)`);
    const takers = await createTakers(database.current.db, secrets.jwtSecret, TAKERS, 'starttaker');
    const ctx: Context = { db: database.current.db, takers, appUrl: urls.app, child, env: childEnv, cpu };
    log(`run 1: ${TAKERS} takers, synchronized start, ${QUESTIONS} answers each, submit`);
    const calm = await runOnce(ctx, '同时开考', false);
    log(`run 2: the same with one SIGKILL of the server mid-way and a restart`);
    const crash = await runOnce(ctx, '同时开考（重启）', true);

    const report = {
      startedAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadAverageAtStart, loadAverageAtEnd: os.loadavg() },
      settings: {
        takers: TAKERS,
        spreadMs: SPREAD_MS,
        thinkMs: THINK_MS,
        questions: QUESTIONS,
        killAt: KILL_AT,
      },
      ceilings,
      synchronizedStart: calm,
      synchronizedStartWithKill: crash,
    };
    console.log(JSON.stringify(report, null, 2));
    printStartTable([
      { title: 'undisturbed', figures: calm },
      { title: 'SIGKILL+restart', figures: crash },
    ]);
    const resultsDir = path.join(import.meta.dirname, 'results');
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `exam-start-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify(report, null, 2));
    log(`written ${path.relative(process.cwd(), file)}`);
    if (calm.acknowledgedLost + crash.acknowledgedLost > 0) process.exitCode = 1;
  } finally {
    await child?.current.stop().catch(() => undefined);
    await dbProbe?.close().catch(() => undefined);
    await database.current?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
