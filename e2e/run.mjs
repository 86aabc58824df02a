// Browser tests: makes sure Debian's Chromium is there, builds the web app, starts the real server on a
// free port with a throwaway data directory, runs every spec with Node's test runner, prints the axe-core
// counts per page the specs audited, and writes a pass/fail summary for scripts/test.mjs.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const here = import.meta.dirname;
const root = path.resolve(here, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  return result.status === 0;
}

if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${chromium}; install it with: apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing chromium with apt-get…');
  run('apt-get', ['update', '-qq']);
  if (
    !run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  )
    process.exit(1);
}

if (process.env.E2E_SKIP_BUILD !== '1' && !run('npm', ['run', 'build', '-w', 'apps/web'])) process.exit(1);

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const a11yReport = path.join(here, 'screenshots', 'a11y-report.jsonl');

/** The worst axe-core counts seen per page (pathname), from the lines lib/a11y.ts appended. */
function printA11ySummary() {
  if (!existsSync(a11yReport)) return;
  const worst = new Map();
  for (const line of readFileSync(a11yReport, 'utf8').split('\n').filter(Boolean)) {
    const audit = JSON.parse(line);
    const page = audit.url.split('?')[0];
    const seen = worst.get(page) ?? { audits: 0, critical: 0, serious: 0, moderate: 0, minor: 0 };
    seen.audits += 1;
    for (const impact of ['critical', 'serious', 'moderate', 'minor'])
      seen[impact] = Math.max(seen[impact], audit.counts[impact] ?? 0);
    worst.set(page, seen);
  }
  console.log('\naxe-core, worst audit per page (nodes): critical / serious / moderate / minor');
  for (const [page, seen] of [...worst].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `  ${page.padEnd(28)} ${seen.critical} / ${seen.serious} / ${seen.moderate} / ${seen.minor}  (${seen.audits} audits)`,
    );
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'elearning-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // The specs seed notifications and medals through the dev helpers (loopback only).
    DEV_HELPERS: '1',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('server exited during start-up');
    try {
      const reply = await fetch(`${baseUrl}/api/health`);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become healthy in 120 s');
}

let passed = 0;
let failed = 0;
try {
  await waitForHealth();
  mkdirSync(path.join(here, 'screenshots'), { recursive: true });
  rmSync(a11yReport, { force: true });
  const only = process.env.E2E_ONLY;
  const specs = readdirSync(path.join(here, 'specs'))
    .filter((name) => name.endsWith('.spec.ts') && (!only || name.includes(only)))
    .sort()
    .map((name) => path.join('specs', name));
  const tap = path.join(dataDir, 'report.tap');
  const ok = run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...specs,
    ],
    { cwd: here, env: { ...process.env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium } },
  );
  if (existsSync(tap)) {
    const report = readFileSync(tap, 'utf8');
    passed = Number(/^# pass (\d+)/m.exec(report)?.[1] ?? 0);
    failed = Number(/^# fail (\d+)/m.exec(report)?.[1] ?? 0);
  }
  if (!ok && failed === 0) failed = 1;
  printA11ySummary();
} catch (error) {
  console.error(error);
  failed = Math.max(failed, 1);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.E2E_SUMMARY_FILE)
  writeFileSync(process.env.E2E_SUMMARY_FILE, JSON.stringify({ passed, failed }));
console.log(`\nbrowser: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
