// `npm run exam-load -w bench`: the exam load bench of issue 6, bounded and on 127.0.0.1 only, against
// PostgreSQL. Measures the harness's two ceilings and saveDraft saturated at the same 50 connections, then
// 1,000 takers joining within 10 s, each saving 20 answers and submitting — once undisturbed and once with
// the server SIGKILLed mid-run and restarted — and checks that every acknowledged answer is on the server.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authPaths, examPaths } from '@elearning/shared';
import { loadOrCreateSecrets } from '../apps/server/src/core/secrets.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { saturateSaves, verify } from './lib/exam-checks.ts';
import { type Child, freePort, recreateDatabase, startChild } from './lib/exam-child.ts';
import { createBenchExam, createTakers } from './lib/exam-setup.ts';
import { emptyStats, percentile, runTakers, type TakerStats } from './lib/exam-takers.ts';
import { type Measurement, measure } from './lib/load.ts';
import { SELECT1_PATH } from './lib/protocol.ts';

const DATABASE_URL =
  process.env.BENCH_EXAM_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/elearning_exam_load';
const TAKERS = Number(process.env.EXAM_TAKERS ?? 1000);
const JOIN_WINDOW_MS = 10_000;
/**
 * Time between two answers of one taker (EXAM_THINK_MS="min,max"). The default, 2–4 s, is a learner
 * answering briskly; the paper sends each answer within a second of the last keystroke.
 */
const THINK_MS = (process.env.EXAM_THINK_MS ?? '2000,4000').split(',').map(Number) as [number, number];
const RUN_LIMIT_MS = 180_000;
const CONNECTIONS = 50;
const basic = `Basic ${Buffer.from('web:web_secret').toString('base64')}`;
const clientHeaders = { authorization: basic, 'tenant-id': 'learn' };

const log = (message: string) => process.stderr.write(`[exam-load] ${message}\n`);

function summarise(stats: TakerStats) {
  const joinSeconds = (stats.lastJoinAt - stats.firstJoinAt) / 1000;
  const saveSeconds = (stats.lastSaveAt - stats.firstSaveAt) / 1000;
  return {
    joins: stats.joinLatencies.length,
    joinSeconds: Number(joinSeconds.toFixed(1)),
    joinsPerSecond: Number((stats.joinLatencies.length / joinSeconds).toFixed(1)),
    joinP99Ms: Math.round(percentile(stats.joinLatencies, 99)),
    saves: stats.saves,
    savesPerSecond: Number((stats.saves / saveSeconds).toFixed(1)),
    saveP50Ms: Number(percentile(stats.saveLatencies, 50).toFixed(1)),
    saveP99Ms: Number(percentile(stats.saveLatencies, 99).toFixed(1)),
    submits: stats.submits,
    retries: stats.retries,
    failures: stats.failures.length,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'elearning-exam-load-'));
  const port = await freePort();
  const env = {
    BENCH_DB_URL: DATABASE_URL,
    BENCH_DATA_DIR: dataDir,
    BENCH_APP_PORT: String(port),
    LOG_LEVEL: 'error',
  };
  let child: Child | undefined;
  const database = { current: undefined as Awaited<ReturnType<typeof openDatabase>> | undefined };
  try {
    log(`recreating ${DATABASE_URL} and starting the server on 127.0.0.1:${port}…`);
    await recreateDatabase(DATABASE_URL);
    const secrets = loadOrCreateSecrets(dataDir);
    child = await startChild(env);
    database.current = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 4 });
    const { db } = database.current;
    const { urls } = child.ready;
    const noCpu = async () => ({ server: 0, db: null });
    const spec = (url: string) => ({ url, method: 'GET' as const, headers: {}, body: undefined });
    const load = { connections: CONNECTIONS, durationSeconds: 5, warmupSeconds: 1 };
    log('ceilings (node:http, Fastify SELECT 1), 50 connections, 5 s each');
    const http: Measurement = await measure(spec(urls.http), load, noCpu);
    const select1: Measurement = await measure(spec(`${urls.select1}${SELECT1_PATH}`), load, noCpu);

    log(`creating ${TAKERS} takers and three exams`);
    const takers = await createTakers(db, secrets.jwtSecret, TAKERS, 'examtaker');
    const [saturation, calm, crash] = [
      await createBenchExam(db, '压测考试（饱和）'),
      await createBenchExam(db, '压测考试'),
      await createBenchExam(db, '压测考试（重启）'),
    ];
    const satTakers = takers.slice(0, CONNECTIONS);
    const satAttempts: number[] = [];
    for (const taker of satTakers) {
      const reply = await fetch(`${urls.app}${examPaths.joinExam}`, {
        method: 'POST',
        headers: {
          ...clientHeaders,
          accesstoken: `bearer ${taker.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ batchId: saturation.batchId }),
      });
      satAttempts.push(((await reply.json()) as { response: { attemptId: number } }).response.attemptId);
    }
    // Any signed-in call pays the app's pipeline and session check: user-info shows that floor.
    const userInfo: Measurement = await measure(
      {
        url: `${urls.app}${authPaths.userInfo}`,
        method: 'GET',
        headers: { ...clientHeaders, accesstoken: `bearer ${satTakers[0]!.token}` },
        body: undefined,
      },
      load,
      noCpu,
    );
    log('saveDraft saturated, 50 connections, 5 s');
    const saturated = await saturateSaves(
      { appUrl: urls.app, clientHeaders, connections: CONNECTIONS },
      satTakers,
      satAttempts,
      saturation.questions.map((q) => q.id),
    );

    const runOptions = (exam: typeof calm) => ({
      appUrl: urls.app,
      clientHeaders,
      takers,
      exam,
      joinWindowMs: JOIN_WINDOW_MS,
      thinkMs: THINK_MS,
      deadline: Date.now() + RUN_LIMIT_MS,
    });
    log(`${TAKERS} takers: join within 10 s, 20 answers each, submit`);
    const calmStats = await runTakers(runOptions(calm));
    const calmCheck = await verify(db, calm.examId, calmStats);

    log(`${TAKERS} takers again, with one SIGKILL of the server mid-run and a restart`);
    const crashStats = emptyStats();
    const running = runTakers(runOptions(crash), crashStats);
    const expectedAcks = TAKERS * crash.questions.length;
    while (crashStats.acks.length < expectedAcks * 0.4 && crashStats.failures.length < TAKERS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const killedAfterAcks = crashStats.acks.length;
    const killedAt = Date.now();
    process.kill(child.pid, 'SIGKILL');
    log(`SIGKILL sent to pid ${child.pid} after ${killedAfterAcks} acknowledged answers; restarting`);
    child = await startChild(env);
    const downtimeMs = Date.now() - killedAt;
    await running;
    const crashCheck = await verify(db, crash.examId, crashStats);

    const ratio = (value: number) => Number(((100 * value) / select1.requestsPerSecond).toFixed(1));
    const report = {
      startedAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((v) => Number(v.toFixed(2))) },
      ceilings: {
        nodeHttp: { rps: http.requestsPerSecond, p99Ms: http.latencyMs.p99 },
        select1: { rps: select1.requestsPerSecond, p99Ms: select1.latencyMs.p99 },
      },
      userInfoSaturated: {
        rps: userInfo.requestsPerSecond,
        p50: userInfo.latencyMs.p50,
        p99: userInfo.latencyMs.p99,
        percentOfSelect1: ratio(userInfo.requestsPerSecond),
      },
      saveDraftSaturated: { ...saturated, percentOfSelect1: ratio(saturated.rps) },
      takers: {
        ...summarise(calmStats),
        ...calmCheck,
        savesPercentOfSelect1: ratio(summarise(calmStats).savesPerSecond),
      },
      takersWithKill: { ...summarise(crashStats), ...crashCheck, killedAfterAcks, downtimeMs },
    };
    console.log(JSON.stringify(report, null, 2));
    const resultsDir = path.join(import.meta.dirname, 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, `exam-load-${Date.now()}.json`), JSON.stringify(report, null, 2));
    const lost = calmCheck.acknowledgedLost + crashCheck.acknowledgedLost;
    if (lost > 0 || calmCheck.answersOnServer !== calmCheck.answersAcknowledged) process.exitCode = 1;
  } finally {
    await child?.stop().catch(() => undefined);
    await database.current?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
