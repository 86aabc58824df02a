import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreateSecrets } from '../apps/server/src/core/secrets.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createBenchExam, createTakers } from './lib/exam-setup.ts';
import { isChildMessage, type ReadyMessage } from './lib/protocol.ts';
const url = 'postgres://postgres@127.0.0.1:5432/elearning_exam_load';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zz-'));
const secrets = loadOrCreateSecrets(dataDir);
const port = 41000 + Math.floor(Math.random() * 1000);
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir', '/tmp/zzprof', '--import', 'tsx', 'exam-server.ts'], { env: { ...process.env, BENCH_DB_URL: url, BENCH_DATA_DIR: dataDir, BENCH_APP_PORT: String(port), LOG_LEVEL: 'error' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const ready = await new Promise<ReadyMessage>((resolve) => child.on('message', (m: unknown) => { if (isChildMessage(m) && m.type === 'ready') resolve(m); }));
const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
const [taker] = await createTakers(database.db, secrets.jwtSecret, 1, `probe${Date.now() % 100000}_`);
const exam = await createBenchExam(database.db, 'probe');
const headers = { authorization: `Basic ${Buffer.from('web:web_secret').toString('base64')}`, 'tenant-id': 'learn', accesstoken: `bearer ${taker!.token}`, 'content-type': 'application/json' };
const app = ready.urls.app;
const join = await (await fetch(`${app}/api/manage/v1/exam/center/joinExam`, { method: 'POST', headers, body: JSON.stringify({ batchId: exam.batchId }) })).json() as { response: { attemptId: number } };
const attemptId = join.response.attemptId;
async function time(label: string, n: number, f: (i: number) => Promise<Response>) {
  const lat: number[] = [];
  for (let i = 0; i < n; i++) { const t = performance.now(); const r = await f(i); await r.text(); lat.push(performance.now() - t); }
  lat.sort((a, b) => a - b);
  console.log(label, 'p50', lat[Math.floor(n / 2)]!.toFixed(1), 'p90', lat[Math.floor(n * 0.9)]!.toFixed(1));
}
await time('select1', 200, () => fetch(`${ready.urls.select1}/select1`));
await time('user-info', 200, () => fetch(`${app}/api/blade-auth/oauth/user-info`, { headers }));
await time('saveDraft', 1000, (i) => fetch(`${app}/api/manage/v1/exam/center/saveDraft`, { method: 'POST', headers, body: JSON.stringify({ attemptId, answers: [{ questionId: exam.questions[i % 20]!.id, answer: 'A', seq: i + 1 }] }) }));
await time('takeExam', 50, () => fetch(`${app}/api/manage/v1/exam/center/takeExam?attemptId=${attemptId}`, { headers }));
child.send({ type: 'stop' });
await database.close();
