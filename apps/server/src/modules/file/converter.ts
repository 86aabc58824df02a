// Office → PDF with LibreOffice headless (`soffice --convert-to pdf`), once per file: the PDF is stored
// beside the original and reused by every later preview. Each run gets its own profile directory so it
// never waits on another LibreOffice's lock, and is killed past the time limit.
import { createReadStream } from 'node:fs';
import { mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FileStorage } from '../../storage/index.ts';
import { withLocalCopy } from './local-copy.ts';
import type { FileRow } from './queries.ts';
import { runTool, type Tools } from './tools.ts';

export const CONVERSION_TIMEOUT_MS = 120_000;

async function startsWithPdfHeader(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    return head.toString('latin1') === '%PDF-';
  } finally {
    await handle.close();
  }
}

/** Storage key of a file's converted PDF. */
export function previewKeyOf(file: Pick<FileRow, 'tenantId' | 'id'>): string {
  return `${file.tenantId}/previews/${file.id}.pdf`;
}

/** Converts the file and stores the PDF; throws with LibreOffice's words when it fails. */
export async function convertToPdf(
  tools: Tools,
  storage: FileStorage,
  file: FileRow,
  timeoutMs = CONVERSION_TIMEOUT_MS,
): Promise<string> {
  const soffice = await tools.get('soffice');
  if (!soffice) throw new Error('soffice is not installed');
  const work = await mkdtemp(path.join(tmpdir(), 'elearn-convert-'));
  try {
    const profile = pathToFileURL(path.join(work, 'profile')).href;
    const outDir = path.join(work, 'out');
    await withLocalCopy(storage, file.storageKey, file.ext, async (input) => {
      const result = await runTool(
        soffice,
        [
          '--headless',
          '--norestore',
          '--nolockcheck',
          '--nodefault',
          '--nofirststartwizard',
          `-env:UserInstallation=${profile}`,
          '--convert-to',
          'pdf',
          '--outdir',
          outDir,
          input,
        ],
        { timeoutMs, env: { ...process.env, HOME: work } },
      );
      if (result.code !== 0 || result.timedOut) {
        throw new Error(
          `soffice failed (${result.timedOut ? 'timeout' : result.code}): ${result.stderr.slice(0, 500)}`,
        );
      }
    });
    const produced = (await readdir(outDir).catch(() => [])).find((name) => name.endsWith('.pdf'));
    const output = produced ? path.join(outDir, produced) : null;
    if (!output || !(await startsWithPdfHeader(output))) throw new Error('soffice produced no PDF');
    const key = previewKeyOf(file);
    await storage.put(key, createReadStream(output));
    return key;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
