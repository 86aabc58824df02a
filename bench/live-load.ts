// `npx tsx bench/live-load.ts`: 500 simulated viewers on one live, on 127.0.0.1 only. Starts the server
// child of the exam benches on a database of its own (LIVE_LOAD_DATABASE_URL, dropped and created afresh,
// migrated and seeded), makes one account per viewer straight in the database (a session and a token each,
// like the exam takers), puts the demo lecturer's first live open to all on air with an RTMP ingest and
// publishes a test picture into it with ffmpeg (as OBS would), then runs the viewers for LIVE_LOAD_SECONDS:
// each polls the playlist once a second as hls.js does, fetches every new segment once, sends its own
// watch heartbeat every 10 s and holds its own websocket subscribed to the live group. Prints server CPU,
// playlist, segment and heartbeat p50/p99 and the error count; also the ingest-to-playlist delay.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  authPaths,
  LIVE_MSG_TYPE,
  livePaths,
  realtimePaths,
  type TLiveIngest,
  type TLiveItem,
  type TPage,
} from '@elearning/shared';
import { WebSocket } from 'ws';
import { loadOrCreateSecrets } from '../apps/server/src/core/secrets.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { type Child, freePort, recreateDatabase, startChild } from './lib/exam-child.ts';
import { createTakers } from './lib/exam-setup.ts';

const VIEWERS = Number(process.env.LIVE_VIEWERS ?? 500);
const SECONDS = Number(process.env.LIVE_LOAD_SECONDS ?? 30);
const DATABASE_URL =
  process.env.LIVE_LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/elearning_live_load';
const basic = `Basic ${Buffer.from('web:web_secret').toString('base64')}`;
const log = (message: string) => process.stderr.write(`[live-load] ${message}\n`);

async function waitFor(check: () => Promise<boolean>, what: string, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** This process's CPU (user + system) since `start`, as a percentage of one core over `seconds`. */
function cpuPercentSince(start: NodeJS.CpuUsage, seconds: number): number {
  const used = process.cpuUsage(start);
  return ((used.user + used.system) / 1e6 / seconds) * 100;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-load-'));
  const port = await freePort();
  let server: Child | undefined;
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let publisher: ChildProcess | undefined;
  let stopPublisher = () => publisher?.kill('SIGKILL');
  const sockets: WebSocket[] = [];
  try {
    log(`recreating ${DATABASE_URL}; server on :${port}`);
    await recreateDatabase(DATABASE_URL);
    const secrets = loadOrCreateSecrets(dataDir);
    server = await startChild({
      BENCH_DB_URL: DATABASE_URL,
      BENCH_DATA_DIR: dataDir,
      BENCH_APP_PORT: String(port),
      LOG_LEVEL: 'warn',
    });
    const base = server.ready.urls.app;
    database = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 2 });
    log(`making ${VIEWERS} viewer accounts (sessions and tokens straight in the database)`);
    const viewers = await createTakers(database.db, secrets.jwtSecret, VIEWERS, 'viewer');
    const login = async (account: string) => {
      const reply = await fetch(`${base}${authPaths.token}`, {
        method: 'POST',
        headers: {
          authorization: basic,
          'tenant-id': 'learn',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          grant_type: 'password',
          username: account,
          password: 'elearn123',
          tenantId: 'learn',
          scope: 'all',
        }),
      });
      return ((await reply.json()) as { access_token: string }).access_token;
    };
    const headersOf = (token: string) => ({
      authorization: basic,
      'tenant-id': 'learn',
      accesstoken: `bearer ${token}`,
      'content-type': 'application/json',
    });
    const lecturer = headersOf(await login('lecturer'));
    // A viewer account belongs to no unit: the live chosen is one open to all.
    const learner = headersOf(viewers[0]?.token ?? '');
    const lives = (await (
      await fetch(`${base}${livePaths.lecturerLives}?pageNo=1&pageSize=10`, { headers: lecturer })
    ).json()) as { response: TPage<TLiveItem> };
    // A live the viewers may watch (the demo has limited and sign-up lives too).
    let live: TLiveItem | undefined;
    for (const candidate of lives.response.data) {
      const detail = (await (
        await fetch(`${base}${livePaths.detail}?liveId=${candidate.liveId}`, { headers: learner })
      ).json()) as {
        response: { canWatch?: boolean } | null;
      };
      if (detail.response?.canWatch) {
        live = candidate;
        break;
      }
    }
    if (!live) throw new Error('no demo live open to all');
    const started = (await (
      await fetch(`${base}${livePaths.broadcastStart}`, {
        method: 'POST',
        headers: lecturer,
        body: JSON.stringify({ liveId: live.liveId, source: 'rtmp' }),
      })
    ).json()) as { response: TLiveIngest };
    const ingest = started.response;
    const publishedAt = Date.now();
    // The listener may not be up yet when the publisher first connects: publish again until it holds.
    let stopping = false;
    const publish = () => {
      publisher = spawn(
        'ffmpeg',
        [
          '-v',
          'error',
          '-re',
          '-f',
          'lavfi',
          '-i',
          'testsrc=size=1280x720:rate=25',
          '-f',
          'lavfi',
          '-i',
          'sine',
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-g',
          '25',
          '-b:v',
          '1500k',
          '-c:a',
          'aac',
          '-f',
          'flv',
          `${ingest.rtmpUrl.replace(/^rtmp:\/\/[^:]+/, 'rtmp://127.0.0.1')}/${ingest.streamKey}`,
        ],
        { stdio: 'ignore' },
      );
      publisher.on('exit', () => {
        if (!stopping) setTimeout(publish, 500);
      });
    };
    publish();
    stopPublisher = () => {
      stopping = true;
      publisher?.kill('SIGKILL');
    };
    const playlistUrl = `${base}${ingest.playUrl}`;
    await waitFor(async () => (await fetch(playlistUrl)).ok, 'the first playlist', 30_000);
    log(
      `ingest-to-playlist: first playlist ${((Date.now() - publishedAt) / 1000).toFixed(1)} s after the publisher started`,
    );

    const playlistMs: number[] = [];
    const segmentMs: number[] = [];
    const failures: Record<string, number> = {};
    const fail = (what: string) => {
      failures[what] = (failures[what] ?? 0) + 1;
    };
    let bytes = 0;
    let wsMessages = 0;
    // One socket per viewer, as each viewer's watch page holds one.
    for (const { token } of viewers) {
      const socket = new WebSocket(`ws://127.0.0.1:${port}${realtimePaths.socket}?token=${token}`);
      socket.on('open', () => {
        socket.send(JSON.stringify({ msgType: LIVE_MSG_TYPE, action: 'subscribe' }));
        // The server closes a socket silent for 90 s: ping as the web client does.
        const ping = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send('PING'), 30_000);
        socket.on('close', () => clearInterval(ping));
      });
      socket.on('message', () => {
        wsMessages += 1;
      });
      socket.on('error', () => fail('websocket'));
      sockets.push(socket);
    }
    const end = Date.now() + SECONDS * 1000;
    const serverPid = server.pid;
    const cpuStart = cpuSeconds(serverPid);
    // The viewers all run in this process: when it saturates a core (or the machine is busy), latencies
    // are the generator's, not the server's; its CPU and the load average say which.
    const generatorStart = process.cpuUsage();
    const loadAtStart = os.loadavg()[0] ?? 0;
    const started2 = Date.now();
    const beatMs: number[] = [];
    const viewer = async (index: number) => {
      const own = headersOf(viewers[index]?.token ?? '');
      await new Promise((resolve) => setTimeout(resolve, (index * 1000) / VIEWERS));
      const seen = new Set<string>();
      let nextBeat = 0;
      while (Date.now() < end) {
        const tick = Date.now();
        try {
          const t0 = performance.now();
          const reply = await fetch(playlistUrl);
          const text = await reply.text();
          playlistMs.push(performance.now() - t0);
          if (!reply.ok) fail(`playlist ${reply.status}`);
          const segments = text.split('\n').filter((line) => line.endsWith('.ts'));
          // A player starts near the live edge and then takes each new segment once.
          const wanted = seen.size === 0 ? segments.slice(-3) : segments.filter((name) => !seen.has(name));
          for (const name of wanted) {
            seen.add(name);
            const s0 = performance.now();
            const segment = await fetch(new URL(name, playlistUrl));
            bytes += (await segment.arrayBuffer()).byteLength;
            segmentMs.push(performance.now() - s0);
            if (!segment.ok) fail(`segment ${segment.status}`);
          }
          if (tick >= nextBeat) {
            nextBeat = tick + 10_000;
            const b0 = performance.now();
            const beat = await fetch(`${base}${livePaths.watchBeat}`, {
              method: 'POST',
              headers: own,
              body: JSON.stringify({ liveId: live.liveId }),
            });
            await beat.arrayBuffer();
            beatMs.push(performance.now() - b0);
            if (!beat.ok) fail(`heartbeat ${beat.status}`);
          }
        } catch (error) {
          fail(error instanceof Error ? error.message : 'exception');
        }
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - tick))));
      }
    };
    await fetch(`${base}${livePaths.postComment}`, {
      method: 'POST',
      headers: learner,
      body: JSON.stringify({ liveId: live.liveId, content: 'load test' }),
    });
    await Promise.all(Array.from({ length: VIEWERS }, (_, index) => viewer(index)));
    const elapsed = (Date.now() - started2) / 1000;
    const cpu = cpuSeconds(serverPid) - cpuStart;
    const result = {
      viewers: VIEWERS,
      seconds: Number(elapsed.toFixed(1)),
      serverCpuPercent: Number(((cpu / elapsed) * 100).toFixed(1)),
      generatorCpuPercent: Number(cpuPercentSince(generatorStart, elapsed).toFixed(1)),
      loadAverage: [Number(loadAtStart.toFixed(2)), Number((os.loadavg()[0] ?? 0).toFixed(2))],
      playlistRequests: playlistMs.length,
      playlistP50Ms: Number(percentile(playlistMs, 50).toFixed(1)),
      playlistP99Ms: Number(percentile(playlistMs, 99).toFixed(1)),
      segmentRequests: segmentMs.length,
      segmentP50Ms: Number(percentile(segmentMs, 50).toFixed(1)),
      segmentP99Ms: Number(percentile(segmentMs, 99).toFixed(1)),
      heartbeatRequests: beatMs.length,
      heartbeatP50Ms: Number(percentile(beatMs, 50).toFixed(1)),
      heartbeatP99Ms: Number(percentile(beatMs, 99).toFixed(1)),
      megabytesServed: Number((bytes / 1e6).toFixed(1)),
      websocketsOpen: sockets.filter((s) => s.readyState === WebSocket.OPEN).length,
      websocketMessages: wsMessages,
      errors: Object.values(failures).reduce((sum, n) => sum + n, 0),
      failures,
    };
    console.log(JSON.stringify(result, null, 2));
    await fetch(`${base}${livePaths.broadcastEnd}`, {
      method: 'POST',
      headers: lecturer,
      body: JSON.stringify({ liveId: live.liveId }),
    });
  } finally {
    for (const socket of sockets) socket.terminate();
    stopPublisher();
    await server?.stop();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
