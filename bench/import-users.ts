// Import of 10 000 users (issue 20 item 4): starts the real server on a free port with a throwaway
// DATA_DIR (PGlite, or PostgreSQL with BENCH_DATABASE_URL), signs in as the seeded back-office account,
// makes one org unit, uploads a generated .xlsx of N users to the original import path and reports the
// wall time of the upload-to-reply and the server's peak resident memory during it.
// Run: `npm run import-users -w bench [-- N]` (N defaults to 10 000).
import { rmSync } from 'node:fs';
import { orgAdminPaths, type TImportResult } from '@elearning/shared';
import ExcelJS from 'exceljs';
import { BASIC, passwordSignIn, rssMb, startRealServer, waitForHealth } from './lib/real-server.ts';

const COUNT = Number(process.argv[2] ?? 10_000);

const headers = (token?: string) => ({
  authorization: BASIC,
  'tenant-id': 'learn',
  ...(token ? { accesstoken: `bearer ${token}` } : {}),
});

async function makeUnit(base: string, token: string, name: string): Promise<void> {
  const reply = await fetch(`${base}${orgAdminPaths.org}`, {
    method: 'POST',
    headers: { ...headers(token), 'content-type': 'application/json' },
    body: JSON.stringify({ orgName: name, orgCode: name, parentOrgId: 0 }),
  });
  if (!reply.ok) throw new Error(`could not make the org unit: ${reply.status} ${await reply.text()}`);
}

async function workbook(unit: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(['姓名', '账号', '手机号', '邮箱', '性别', '工号', '部门', '岗位']);
  const base = 15_000_000_000 + Math.floor(Math.random() * 1e8);
  for (let i = 0; i < COUNT; i += 1) {
    sheet.addRow([
      `员工${i}`,
      `bench${base + i}`,
      `1${String(base + i).slice(-10)}`,
      '',
      i % 2 ? '男' : '女',
      `B${i}`,
      unit,
      '',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const { base, dataDir, server } = await startRealServer({
  tmpPrefix: 'elearn-import-bench-',
  databaseUrl: process.env.BENCH_DATABASE_URL,
});

try {
  await waitForHealth(base, server);
  const token = await passwordSignIn(base, 'backoffice');
  const unit = `bench${Date.now().toString(36)}`;
  await makeUnit(base, token, unit);
  const file = await workbook(unit);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const pid = server.pid ?? 0;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const form = new FormData();
  form.append('file', new Blob([file]), 'users.xlsx');
  const started = process.hrtime.bigint();
  const reply = await fetch(`${base}${orgAdminPaths.userImport}`, {
    method: 'POST',
    headers: headers(token),
    body: form,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  const body = (await reply.json()) as { resCode: number; response: TImportResult };
  console.log(
    JSON.stringify(
      {
        rows: COUNT,
        fileMB: Number((file.length / 1024 / 1024).toFixed(2)),
        status: reply.status,
        successNum: body.response?.successNum,
        failedNum: body.response?.failedNum,
        seconds: Number(seconds.toFixed(2)),
        rowsPerSecond: Math.round(COUNT / seconds),
        rssBeforeMB: Math.round(before),
        rssPeakMB: Math.round(peak),
        rssGrowthMB: Math.round(peak - before),
        database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
      },
      null,
      2,
    ),
  );
  if (reply.status !== 200 || body.response.successNum !== COUNT) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
