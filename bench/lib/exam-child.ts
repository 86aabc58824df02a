// The exam benches' server child and its database, shared by exam-load.ts and exam-start.ts: a free port
// on 127.0.0.1, a bench database dropped and created afresh, and the child (exam-server.ts) started over
// IPC, stoppable gracefully and killable with SIGKILL by its pid.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { isChildMessage, type ReadyMessage } from './protocol.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function recreateDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = await openDatabase({ databaseUrl: maintenance.toString(), poolSize: 1 });
  await admin.pool!.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.pool!.query(`CREATE DATABASE "${name}"`);
  await admin.close();
}

export type Child = { pid: number; ready: ReadyMessage; stop(): Promise<void> };

/** Starts exam-server.ts with `env` (BENCH_DB_URL, BENCH_DATA_DIR, BENCH_APP_PORT, …) once it is ready. */
export function startChild(env: Record<string, string>): Promise<Child> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '..', 'exam-server.ts')],
    {
      cwd: path.join(import.meta.dirname, '..'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.send({ type: 'stop' });
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await new Promise((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server child did not start in 120 s')), 120_000);
    child.on('message', (message: unknown) => {
      if (!isChildMessage(message) || message.type === 'cpu') return;
      clearTimeout(timer);
      if (message.type === 'ready') resolve({ pid: child.pid!, ready: message, stop });
      else reject(new Error(message.error));
    });
  });
}
