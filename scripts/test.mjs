// `npm test`: type check, lint, the layout check (scripts/check-layout.mjs), unit and API tests on PGlite, the
// API tests again on PostgreSQL when TEST_DATABASE_URL is set, then the browser specs and the web app's
// first-load budget (on the build the browser specs made). Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function vitestArgs(out, args) {
  return ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...args];
}

function count(name, ok, out) {
  if (!ok) failedSteps.push(name);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (!ok) {
    totals.failed += 1;
  }
}

const reportFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'vitest-')), 'report.json');

/** Runs a Vitest pass in the foreground. Asynchronous, so a background pass's output keeps draining. */
function vitest(name, args, env = {}) {
  const out = reportFile();
  console.log(`\n=== ${name} ===`);
  const child = spawn(npx, vitestArgs(out, args), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      count(name, code === 0, out);
      resolve();
    });
  });
}

/** Runs a Vitest pass in the background, its output kept in a file that is printed once it ends. */
function vitestInBackground(name, args, env = {}) {
  const out = reportFile();
  const log = path.join(path.dirname(out), 'output.log');
  const stream = createWriteStream(log);
  const child = spawn(npx, vitestArgs(out, args), { cwd: root, env: { ...process.env, ...env } });
  child.stdout.pipe(stream, { end: false });
  child.stderr.pipe(stream, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      stream.end(() => {
        console.log(`\n=== ${name} (ran alongside the pass above) ===`);
        process.stdout.write(readFileSync(log));
        count(name, code === 0, out);
        resolve();
      });
    });
  });
}

const only = process.argv[2];
if (!only || only === 'static') {
  step('type check', npm, ['run', 'typecheck']);
  step('lint and format', npx, ['biome', 'check', '--error-on-warnings', '.']);
  step('layout check', process.execPath, ['scripts/check-layout.mjs']);
}
if (!only || only === 'unit') {
  // Each pass runs its files one after another and keeps about one core busy; on two cores the PostgreSQL
  // pass runs beside the PGlite one, which nearly halves the wall time of the two. The every-route sweeps
  // (bad input, sign-in, tenancy) check what each route answers, not the driver under it, so they run on
  // PGlite only: on PostgreSQL they were minutes of the longest pass repeating the same verdicts.
  const postgres = process.env.TEST_DATABASE_URL
    ? vitestInBackground(
        'API tests (PostgreSQL)',
        ['apps/server', '--exclude', 'apps/server/src/test/sweep/**'],
        { DB_DRIVER: 'postgres' },
      )
    : Promise.resolve();
  await vitest('unit and API tests (PGlite)', []);
  await postgres;
}
if ((!only || only === 'e2e') && existsSync(path.join(root, 'e2e/run.mjs'))) {
  const e2eReport = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-')), 'summary.json');
  step('browser tests', npm, ['run', 'test', '-w', 'e2e'], { E2E_SUMMARY_FILE: e2eReport });
  if (existsSync(e2eReport)) {
    const summary = JSON.parse(readFileSync(e2eReport, 'utf8'));
    totals.passed += summary.passed ?? 0;
    totals.failed += summary.failed ?? 0;
  }
  // The first-load budget (issue 10: /login and /home ≤ 200 KB of JS gzip) reads the build just made.
  step('first-load budget', npm, ['run', 'size', '-w', 'apps/web']);
}

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (failedSteps.length > 0 && totals.failed === 0) totals.failed = failedSteps.length;
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedSteps.length > 0 ? 1 : 0);
