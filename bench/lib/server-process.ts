// Starts bench/server.ts as a child process (node --import tsx), waits for its ready message and
// stops it again: politely over IPC first (so --cpu-prof profiles are written), then by its pid.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { isChildMessage, type ParentMessage, type ReadyMessage } from './protocol.ts';

const benchDir = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

export type ServerChild = {
  ready: ReadyMessage;
  pid: number;
  /** The server's CPU time so far (user + system, microseconds). */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
};

export type ServerChildOptions = {
  env: Record<string, string>;
  /** Directory for a V8 CPU profile of the server (node --cpu-prof), when profiling. */
  cpuProfDir?: string | undefined;
};

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startServerChild(options: ServerChildOptions): Promise<ServerChild> {
  const profArgs = options.cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProfDir] : [];
  const child = spawn(process.execPath, [...profArgs, '--import', 'tsx', path.join(benchDir, 'server.ts')], {
    cwd: benchDir,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not start the bench server');

  async function stop() {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send({ type: 'stop' } satisfies ParentMessage);
    else child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited(child);
    clearTimeout(timer);
  }

  const ready = await new Promise<ReadyMessage>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench server did not start in time')), START_TIMEOUT_MS);
    child.on('message', (message: unknown) => {
      if (!isChildMessage(message) || message.type === 'cpu') return;
      clearTimeout(timer);
      if (message.type === 'ready') resolve(message);
      else reject(new Error(`bench server failed to start:\n${message.error}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`bench server exited during start-up (code ${code}, signal ${signal})`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  function cpuMicros(): Promise<number> {
    return new Promise((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if (!isChildMessage(message) || message.type !== 'cpu') return;
        child.off('message', onMessage);
        resolve(message.micros);
      };
      child.on('message', onMessage);
      if (!child.send({ type: 'cpu' } satisfies ParentMessage)) reject(new Error('bench server is gone'));
    });
  }

  return { ready, pid, cpuMicros, stop };
}
