// The ingest: one ffmpeg per broadcast packaging what arrives as HLS (1 s segments, an EVENT playlist
// that becomes the VOD replay when ffmpeg writes its end) under DATA_DIR/live/<streamId>. A browser tab
// feeds ffmpeg's stdin with MediaRecorder chunks in sequence order; OBS publishes RTMP to an ffmpeg
// listening on a port of its own for this session. ffmpeg's listener does not refuse a wrong stream key
// (it only warns), so a publisher naming another key is cut off and the listener restarted.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { LIVE_RULES } from '@elearning/shared';
import type { FastifyBaseLogger } from 'fastify';

export type IngestSource = 'browser' | 'rtmp';

/** Chunks held after a missing one before it is given up (the browser sends one a second). */
export const MAX_WAITING_CHUNKS = 3;

type Running = {
  streamId: string;
  source: IngestSource;
  process: ChildProcess | null;
  nextSeq: number;
  pending: Map<number, Buffer>;
  port: number;
  streamKey: string;
  stopped: boolean;
  /** Called once when ffmpeg ends on its own (OBS disconnected, bad input). */
  onExit: () => Promise<void>;
};

const HLS_OUTPUT = (dir: string) => [
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-tune',
  'zerolatency',
  '-pix_fmt',
  'yuv420p',
  '-force_key_frames',
  `expr:gte(t,n_forced*${LIVE_RULES.hlsSegmentSeconds})`,
  '-c:a',
  'aac',
  '-b:a',
  '96k',
  '-f',
  'hls',
  '-hls_time',
  String(LIVE_RULES.hlsSegmentSeconds),
  '-hls_list_size',
  '0',
  '-hls_playlist_type',
  'event',
  '-hls_flags',
  'independent_segments',
  '-hls_segment_filename',
  path.join(dir, 'seg-%d.ts'),
  path.join(dir, 'index.m3u8'),
];

async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 200; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free RTMP port');
}

export function createIngests(options: {
  dataDir: string;
  ffmpeg: () => Promise<string | null>;
  rtmpPortBase: number;
  log: FastifyBaseLogger;
}) {
  const running = new Map<string, Running>();
  /** What ingests that ended on their own are still doing (closing their session). */
  const endings = new Set<Promise<void>>();
  const dirOf = (streamId: string) => path.join(options.dataDir, 'live', streamId);

  function spawnFfmpeg(binary: string, run: Running, input: string[]) {
    const child = spawn(
      binary,
      ['-hide_banner', '-loglevel', 'warning', ...input, ...HLS_OUTPUT(dirOf(run.streamId))],
      {
        stdio: [run.source === 'browser' ? 'pipe' : 'ignore', 'ignore', 'pipe'],
      },
    );
    run.process = child;
    child.stdin?.on('error', () => undefined);
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => {
      if (run.source === 'rtmp' && /Unexpected stream|App field don't match/.test(text)) {
        options.log.warn({ streamId: run.streamId }, 'live: RTMP publisher with a wrong key cut off');
        child.kill('SIGKILL');
      }
    });
    child.on('exit', (code, signal) => {
      if (run.process !== child) return;
      run.process = null;
      if (run.stopped) return;
      // A publisher with a wrong key was cut off: listen again for the right one.
      if (run.source === 'rtmp' && signal === 'SIGKILL') {
        spawnFfmpeg(binary, run, input);
        return;
      }
      options.log.info({ streamId: run.streamId, code }, 'live: ingest ended');
      running.delete(run.streamId);
      // Kept until done, so that closing the app waits for it instead of ending the pool under it.
      const ending = run
        .onExit()
        .catch((error: unknown) =>
          options.log.error({ err: error, streamId: run.streamId }, 'live: ending failed'),
        )
        .finally(() => endings.delete(ending));
      endings.add(ending);
    });
  }

  return {
    dirOf,
    /** Starts packaging a new stream; for RTMP returns the port ffmpeg listens on. */
    async start(streamId: string, source: IngestSource, streamKey: string, onExit: () => Promise<void>) {
      const binary = await options.ffmpeg();
      if (!binary) return null;
      await mkdir(dirOf(streamId), { recursive: true });
      const run: Running = {
        streamId,
        source,
        process: null,
        nextSeq: 0,
        pending: new Map(),
        port: 0,
        streamKey,
        stopped: false,
        onExit,
      };
      if (source === 'rtmp') {
        run.port = await freePort(options.rtmpPortBase);
        spawnFfmpeg(binary, run, ['-listen', '1', '-i', `rtmp://0.0.0.0:${run.port}/live/${streamKey}`]);
      } else {
        spawnFfmpeg(binary, run, ['-fflags', '+genpts', '-f', 'matroska', '-i', 'pipe:0']);
      }
      running.set(streamId, run);
      return { port: run.port };
    },

    /**
     * Writes a browser chunk in sequence order; out-of-order chunks wait for the gap; repeats are dropped.
     * A gap waits for at most MAX_WAITING_CHUNKS later chunks (about as many seconds at one chunk a second):
     * then the missing chunk is given up and the stream goes on from the next one that arrived — ffmpeg's
     * demuxer resyncs on the next cluster after a hole, whereas waiting for a chunk that never comes froze the
     * broadcast for good. A chunk arriving after it was given up is dropped like a repeat. So at most
     * MAX_WAITING_CHUNKS chunks are ever held.
     */
    write(streamId: string, seq: number, data: Buffer): boolean {
      const run = running.get(streamId);
      const stdin = run?.process?.stdin;
      if (!run || !stdin) return false;
      if (seq < run.nextSeq) return true;
      run.pending.set(seq, data);
      for (;;) {
        const next = run.pending.get(run.nextSeq);
        if (next) {
          run.pending.delete(run.nextSeq);
          stdin.write(next);
          run.nextSeq += 1;
        } else if (run.pending.size > MAX_WAITING_CHUNKS) {
          const resumeAt = Math.min(...run.pending.keys());
          options.log.warn({ streamId, missing: [run.nextSeq, resumeAt - 1] }, 'live: chunks given up');
          run.nextSeq = resumeAt;
        } else break;
      }
      return true;
    },

    /** How many chunks wait for a gap (tests). */
    waitingOf: (streamId: string) => running.get(streamId)?.pending.size ?? 0,

    isRunning: (streamId: string) => running.has(streamId),
    portOf: (streamId: string) => running.get(streamId)?.port ?? 0,

    /** Ends a stream: ffmpeg closes the playlist (#EXT-X-ENDLIST), which makes it the replay. */
    async stop(streamId: string): Promise<void> {
      const run = running.get(streamId);
      if (!run) return;
      run.stopped = true;
      running.delete(streamId);
      const child = run.process;
      if (!child) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 8_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        if (child.stdin) child.stdin.end();
        else child.kill('SIGINT');
      });
    },

    async hasRecording(streamId: string): Promise<boolean> {
      try {
        return (await stat(path.join(dirOf(streamId), 'index.m3u8'))).size > 0;
      } catch {
        return false;
      }
    },

    async remove(streamId: string) {
      await rm(dirOf(streamId), { recursive: true, force: true });
    },

    async closeAll() {
      await Promise.all([...running.keys()].map((streamId) => this.stop(streamId)));
      await Promise.allSettled([...endings]);
    },
  };
}

export type Ingests = ReturnType<typeof createIngests>;
