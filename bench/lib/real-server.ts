// What the one-off measures (import-users.ts, upload-memory.ts) share about the real server they start as a
// child: the web client's credentials, waiting for /health, a password sign-in and the child's memory.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authPaths, healthPaths } from '@elearning/shared';

import { freePort } from './exam-child.ts';

export { freePort };

export const BASIC = `Basic ${Buffer.from('web:web_secret').toString('base64')}`;

/** Resident set size of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** Resolves once the child answers /health; fails if it exits or takes longer than `limitMs`. */
export async function waitForHealth(base: string, server: ChildProcess, limitMs = 180_000) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('server exited during start-up');
    try {
      if ((await fetch(`${base}${healthPaths.health}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not start in ${limitMs / 1000} s`);
}

/** An access token of a seeded account of tenant `learn` (password grant, as the web client signs in). */
export async function passwordSignIn(base: string, username: string): Promise<string> {
  const reply = await fetch(`${base}${authPaths.token}`, {
    method: 'POST',
    headers: {
      authorization: BASIC,
      'tenant-id': 'learn',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password: 'elearn123',
      tenantId: 'learn',
      scope: 'all',
    }),
  });
  return ((await reply.json()) as { access_token: string }).access_token;
}

/**
 * The real server (`apps/server/src/main.ts`) as a child on a free port with a throwaway DATA_DIR: PGlite,
 * or PostgreSQL when `databaseUrl` is given. The caller kills it and removes `dataDir` when done.
 */
export async function startRealServer(options: { tmpPrefix: string; databaseUrl?: string }) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), options.tmpPrefix));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: options.databaseUrl ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { base: `http://127.0.0.1:${port}`, port, dataDir, server };
}
