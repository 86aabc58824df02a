// Video processing with ffprobe and ffmpeg when the machine has them: the duration of an upload, and an
// HLS rendition (H.264/AAC, 6-second segments) stored beside the original so players can stream it.

import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FileStorage } from '../../storage/index.ts';
import { runTool, type Tools } from './tools.ts';

const PROBE_TIMEOUT_MS = 30_000;
/** A long lecture on two cores takes a while; past this the job is given up. */
const HLS_TIMEOUT_MS = 3 * 60 * 60 * 1000;

/** Duration in seconds read by ffprobe, or null when ffprobe is absent or cannot read the file. */
export async function probeDuration(tools: Tools, file: string): Promise<number | null> {
  const ffprobe = await tools.get('ffprobe');
  if (!ffprobe) return null;
  const result = await runTool(
    ffprobe,
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file],
    { timeoutMs: PROBE_TIMEOUT_MS },
  );
  const seconds = Number.parseFloat(result.stdout.trim());
  return result.code === 0 && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/**
 * Makes the HLS rendition of `file` and stores it under `prefix` (index.m3u8 and its segments).
 * Returns false when ffmpeg is absent; throws when ffmpeg fails.
 */
export async function makeHls(
  tools: Tools,
  storage: FileStorage,
  file: string,
  prefix: string,
): Promise<boolean> {
  const ffmpeg = await tools.get('ffmpeg');
  if (!ffmpeg) return false;
  const dir = await mkdtemp(path.join(tmpdir(), 'elearn-hls-'));
  try {
    const result = await runTool(
      ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-y',
        '-i',
        file,
        '-map',
        '0:v:0?',
        '-map',
        '0:a:0?',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-f',
        'hls',
        '-hls_time',
        '6',
        '-hls_playlist_type',
        'vod',
        '-hls_segment_filename',
        path.join(dir, 'seg%04d.ts'),
        path.join(dir, 'index.m3u8'),
      ],
      { timeoutMs: HLS_TIMEOUT_MS },
    );
    if (result.code !== 0)
      throw new Error(
        `ffmpeg failed (${result.timedOut ? 'timeout' : result.code}): ${result.stderr.slice(0, 500)}`,
      );
    const names = (await readdir(dir)).sort();
    // Segments first: the playlist appears last, so a half-stored rendition is never announced.
    for (const name of names.filter((n) => n !== 'index.m3u8')) {
      await storage.put(`${prefix}${name}`, createReadStream(path.join(dir, name)));
    }
    await storage.put(`${prefix}index.m3u8`, createReadStream(path.join(dir, 'index.m3u8')));
    return true;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
