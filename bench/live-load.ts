// `npx tsx bench/live-load.ts`: 500 simulated viewers on one live, on 127.0.0.1 only. Starts the server
// (PGlite in a temporary directory, or DATABASE_URL), puts the demo lecturer's first live on air with an
// RTMP ingest and publishes a test picture into it with ffmpeg (as OBS would), then runs the viewers for
// LIVE_LOAD_SECONDS: each polls the playlist once a second as hls.js does, fetches every new segment once,
// sends the watch heartbeat every 10 s and holds a websocket subscribed to the live group. Prints server
// CPU, playlist and segment p50/p99 and the error count; also the ingest-to-playlist delay.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  authPaths,
  healthPaths,
  LIVE_MSG_TYPE,
  livePaths,
  realtimePaths,
  type TLiveIngest,
  type TLiveItem,
  type TPage,
} from '@elearning/shared';
import { WebSocket } from 'ws';
import { freePort } from './lib/exam-child.ts';

const VIEWERS = Number(process.env.LIVE_VIEWERS ?? 500);
const SECONDS = Number(process.env.LIVE_LOAD_SECONDS ?? 30);
const SOCKETS_PER_USER = 20;
const SOCKET_ACCOUNTS = [
  'learner',
  'tutor',
  'apprentice',
  'orgadmin',
  'backoffice',
  'vip',
  'vipyear',
  'lecturer',
];
const basic = `Basic ${Buffer.from('web:web_secret').toString('base64')}`;
const log = (message: string) => process.stderr.write(`[live-load] ${message}\n`);
const root = path.resolve(import.meta.dirname, '..');

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

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-load-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let publisher: ChildProcess | undefined;
  let stopPublisher = () => publisher?.kill('SIGKILL');
  const sockets: WebSocket[] = [];
  try {
    await waitFor(async () => (await fetch(`${base}${healthPaths.health}`)).ok, 'the server', 180_000);
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
    const learnerToken = await login('learner');
    const learner = headersOf(learnerToken);
    const lives = (await (
      await fetch(`${base}${livePaths.lecturerLives}?pageNo=1&pageSize=10`, { headers: lecturer })
    ).json()) as { response: TPage<TLiveItem> };
    // A live the learner may watch (the demo has a sign-up live the learner has not joined).
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
    if (!live) throw new Error('no demo live the learner may watch');
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
    // The hub keeps at most 20 sockets per user (one per tab): the sockets are spread over the demo accounts.
    const socketTokens = await Promise.all(SOCKET_ACCOUNTS.map((account) => login(account)));
    for (let i = 0; i < Math.min(VIEWERS, socketTokens.length * SOCKETS_PER_USER); i += 1) {
      const token = socketTokens[i % socketTokens.length];
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
    const cpuStart = server.pid ? cpuSeconds(server.pid) : 0;
    const started2 = Date.now();
    const viewer = async (index: number) => {
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
            const beat = await fetch(`${base}${livePaths.watchBeat}`, {
              method: 'POST',
              headers: learner,
              body: JSON.stringify({ liveId: live.liveId }),
            });
            if (!beat.ok) fail(`heartbeat ${beat.status}`);
            await beat.arrayBuffer();
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
    const cpu = server.pid ? cpuSeconds(server.pid) - cpuStart : 0;
    const result = {
      viewers: VIEWERS,
      seconds: Number(elapsed.toFixed(1)),
      serverCpuPercent: Number(((cpu / elapsed) * 100).toFixed(1)),
      playlistRequests: playlistMs.length,
      playlistP50Ms: Number(percentile(playlistMs, 50).toFixed(1)),
      playlistP99Ms: Number(percentile(playlistMs, 99).toFixed(1)),
      segmentRequests: segmentMs.length,
      segmentP50Ms: Number(percentile(segmentMs, 50).toFixed(1)),
      segmentP99Ms: Number(percentile(segmentMs, 99).toFixed(1)),
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
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
