// `npm run bench`: measures two ceilings (bare node:http; Fastify + SELECT 1 on the app's pool) and
// the app's endpoints listed in targets/index.ts, with autocannon on 127.0.0.1, time-bounded.
// The server runs in a child process (bench/server.ts); autocannon runs here. See README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchContext, type OwnedBenchContext } from './lib/context.ts';
import { type DbCpuProbe, openDbCpuProbe } from './lib/db-cpu.ts';
import { type BenchFlags, parseFlags, USAGE } from './lib/flags.ts';
import { type CpuProbe, type LoadSpec, type Measurement, measure } from './lib/load.ts';
import { APP_SELECT1_PATH, HTTP_CEILING_PATH, type ReadyMessage, SELECT1_PATH } from './lib/protocol.ts';
import { formatTable, type Row, type RowKind, type RunInfo, withRatios, writeResults } from './lib/report.ts';
import { benchScale, databaseNameOf, dropBenchDatabase } from './lib/scale-size.ts';
import { type ServerChild, startServerChild } from './lib/server-process.ts';
import { targets } from './targets/index.ts';
import type { BenchContext, BenchTarget } from './targets/types.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(repoRoot, 'bench', 'results');

type Job = { name: string; kind: RowKind; path: string; spec: LoadSpec };

function log(message: string) {
  process.stderr.write(`[bench] ${message}\n`);
}

function ceilingJobs(ready: ReadyMessage, flags: BenchFlags): Job[] {
  const get = (url: string): LoadSpec => ({ url, method: 'GET', headers: {}, body: undefined });
  const jobs: Job[] = [
    { name: 'node:http json', kind: 'ceiling', path: HTTP_CEILING_PATH, spec: get(ready.urls.http) },
    {
      name: 'fastify SELECT 1',
      kind: 'ceiling',
      path: SELECT1_PATH,
      spec: get(`${ready.urls.select1}${SELECT1_PATH}`),
    },
  ];
  if (flags.diag) {
    const spec = get(`${ready.urls.app}${APP_SELECT1_PATH}`);
    jobs.push({ name: 'app hooks + SELECT 1', kind: 'diagnostic', path: APP_SELECT1_PATH, spec });
  }
  return jobs;
}

function selectTargets(only: string[] | undefined): BenchTarget[] {
  if (!only) return targets;
  const unknown = only.filter((name) => !targets.some((target) => target.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `unknown target(s): ${unknown.join(', ')}; known: ${targets.map((t) => t.name).join(', ')}`,
    );
  }
  return targets.filter((target) => only.includes(target.name));
}

/** Runs a target's setup and factories once, then checks a single request answers 2xx. */
async function prepareTarget(target: BenchTarget, ctx: BenchContext): Promise<Job> {
  const state = (await target.setup?.(ctx)) ?? {};
  const targetPath = typeof target.path === 'string' ? target.path : target.path(state);
  const spec: LoadSpec = {
    url: `${ctx.appUrl}${targetPath}`,
    method: target.method,
    headers: (await target.headers?.(ctx, state)) ?? {},
    body: await target.body?.(ctx, state),
  };
  const response = await fetch(spec.url, { method: spec.method, headers: spec.headers, body: spec.body });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`target ${target.name}: preflight got HTTP ${response.status}: ${text.slice(0, 300)}`);
  }
  return { name: target.name, kind: 'endpoint', path: targetPath, spec };
}

async function main() {
  const flags = parseFlags(process.argv.slice(2));
  if (flags === 'help') {
    console.log(USAGE);
    return;
  }
  const chosen = selectTargets(flags.only);
  if (flags.pglite && flags.scaleSize !== undefined) throw new Error('--scale-size needs PostgreSQL');
  const tempDir = flags.pglite ? mkdtempSync(path.join(os.tmpdir(), 'elearning-bench-')) : undefined;
  const scale = benchScale(flags);
  const databaseUrl = scale.databaseUrl;
  const databaseEnv: Record<string, string> = tempDir
    ? { BENCH_PGLITE_DIR: path.join(tempDir, 'db') }
    : { BENCH_DB_URL: databaseUrl };
  const cpuProfDir = flags.cpuProf ? path.join(resultsDir, 'profiles') : undefined;

  let server: ServerChild | undefined;
  let ctx: OwnedBenchContext | undefined;
  let dbCpu: DbCpuProbe | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanUp = () => {
    cleaning ??= (async () => {
      await ctx?.close();
      await dbCpu?.close();
      await server?.stop();
      if (tempDir) rmSync(tempDir, { recursive: true, force: true });
      else if (scale.dropAfter) {
        log(`dropping ${databaseNameOf(databaseUrl)} (--keep-db keeps it)`);
        await dropBenchDatabase(databaseUrl);
      }
    })();
    return cleaning;
  };
  process.once('SIGINT', () => {
    log('interrupted, stopping the server');
    void cleanUp().finally(() => process.exit(130));
  });

  try {
    log(`starting the server (${tempDir ? 'PGlite' : databaseUrl}; migrate + seed)…`);
    const env = {
      ...databaseEnv,
      LOG_LEVEL: 'warn',
      CLIENTS: 'web:web_secret',
      BENCH_DIAG: flags.diag ? '1' : '0',
    };
    server = await startServerChild({ env, cpuProfDir });
    const child = server;
    const { ready } = child;
    log(
      `server pid ${child.pid}: ${ready.driver}, pool max ${ready.poolSize ?? 'n/a'}, app ${ready.urls.app}`,
    );
    dbCpu = tempDir ? undefined : await openDbCpuProbe(databaseUrl);
    const probe = dbCpu;
    const cpu: CpuProbe = async () => ({
      server: await child.cpuMicros(),
      db: probe ? await probe.read() : null,
    });

    ctx = createBenchContext(ready.urls.app);
    const jobs = [...ceilingJobs(ready, flags)];
    for (const target of chosen) jobs.push(await prepareTarget(target, ctx));

    const info: RunInfo = {
      startedAt: new Date().toISOString(),
      driver: ready.driver,
      poolSize: ready.poolSize,
      connections: flags.connections,
      durationSeconds: flags.durationSeconds,
      warmupSeconds: flags.warmupSeconds,
      loadAverageAtStart: os.loadavg(),
    };
    const measured: Omit<Row, 'ratio'>[] = [];
    const select1Job = jobs[1];
    for (const job of jobs) {
      log(
        `${job.name}: ${info.warmupSeconds} s warm-up + ${info.durationSeconds} s, ${info.connections} connections`,
      );
      const pairedSelect1 =
        flags.paired && job.kind === 'endpoint' && select1Job
          ? await measure(select1Job.spec, info, cpu)
          : undefined;
      const measurement = await measure(job.spec, info, cpu);
      const row = { name: job.name, kind: job.kind, method: job.spec.method, path: job.path, measurement };
      measured.push(pairedSelect1 ? { ...row, pairedSelect1 } : row);
    }
    const [http, select1] = measured.map((row) => row.measurement) as [Measurement, Measurement];
    const rows = withRatios(measured, { http, select1 });

    const load = info.loadAverageAtStart.map((value) => value.toFixed(2)).join(' ');
    console.log(
      `\nBench on ${ready.driver} (pool max ${ready.poolSize ?? 'n/a'}), ${info.connections} connections, ` +
        `${info.durationSeconds} s per target after ${info.warmupSeconds} s warm-up; ` +
        `${os.cpus().length} CPUs, load average at start ${load}\n`,
    );
    if (flags.scaleSize !== undefined)
      console.log(`Scale tenant: ${scale.progressRows} progress rows (${databaseNameOf(databaseUrl)})\n`);
    console.log(formatTable(rows));
    console.log(`\nJSON: ${path.relative(repoRoot, writeResults(resultsDir, info, rows))}`);
  } finally {
    await cleanUp();
    if (cpuProfDir) console.log(`CPU profile of the server: ${path.relative(repoRoot, cpuProfDir)}/`);
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
