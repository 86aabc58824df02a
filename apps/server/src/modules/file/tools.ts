// External programs the file service can use when the machine has them (Debian packages): ffprobe and
// ffmpeg for video duration and HLS, soffice (LibreOffice) for Office → PDF. Found once, at first use;
// a configured 'off' runs without them. Each run has a time limit and is killed when it overruns.
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

export type ToolName = 'ffmpeg' | 'ffprobe' | 'soffice';

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The program's path: the configured one, else the first on PATH; null when absent or 'off'. */
export async function findTool(name: ToolName, configured: string | undefined): Promise<string | null> {
  if (configured === 'off') return null;
  if (configured) return (await isExecutable(configured)) ? configured : null;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return null;
}

export type Tools = { get(name: ToolName): Promise<string | null> };

/** Looks each tool up once per app. */
export function createTools(config: Record<`${ToolName}Path`, string | undefined>): Tools {
  const found = new Map<ToolName, Promise<string | null>>();
  return {
    get(name) {
      let hit = found.get(name);
      if (!hit) {
        hit = findTool(name, config[`${name}Path`]);
        found.set(name, hit);
      }
      return hit;
    },
  };
}

export type RunResult = { code: number | null; stdout: string; stderr: string; timedOut: boolean };

const OUTPUT_CAP = 64 * 1024;

/** Runs a program without a shell, keeping at most 64 KB of each output, killing it after `timeoutMs`. */
export function runTool(
  file: string,
  args: string[],
  options: { timeoutMs: number; env?: NodeJS.ProcessEnv; cwd?: string },
): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: options.env ?? process.env,
      cwd: options.cwd,
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < OUTPUT_CAP) stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < OUTPUT_CAP) stderr += chunk.toString('utf8');
    });
    // The whole process group goes: soffice starts helpers that would outlive a plain kill.
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, stdout, stderr: `${stderr}${error.message}`, timedOut });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}
