// Streaming measure of the upload host (issue 4): starts the real server on a free port with a
// throwaway DATA_DIR, uploads a 500 MB video generated on the fly (never a buffer) to /eln/upload, and
// reports the server's resident memory growth (peak RSS during the upload minus RSS before it) and
// the upload throughput. Run: `npx tsx bench/upload-memory.ts [sizeMB]`.
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { filePaths } from '@elearning/shared';
import { BASIC, passwordSignIn, rssMb, startRealServer, waitForHealth } from './lib/real-server.ts';

const SIZE_MB = Number(process.argv[2] ?? 500);
const SIZE = SIZE_MB * 1024 * 1024;
const LIMIT_MB = 100;

async function uploadToken(base: string, access: string): Promise<string> {
  const reply = await fetch(`${base}${filePaths.uploadToken}`, {
    headers: { authorization: BASIC, 'tenant-id': 'learn', accesstoken: `bearer ${access}` },
  });
  return ((await reply.json()) as { response: { uploadToken: string } }).response.uploadToken;
}

/** Posts a multipart body whose file part is `size` bytes generated chunk by chunk, honouring backpressure. */
function streamUpload(port: number, token: string, size: number): Promise<{ status: number; body: string }> {
  const boundary = '----elearnbench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42')]);
  const chunk = Buffer.alloc(256 * 1024, 0x2a);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: filePaths.upload,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + size + tail.length),
          'tenant-id': 'learn',
        },
      },
      (res) => {
        let body = '';
        res.on('data', (data: Buffer) => {
          body += data.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write(head);
    req.write(mp4);
    let sent = mp4.length;
    const pump = () => {
      while (sent < size) {
        const part = sent + chunk.length <= size ? chunk : chunk.subarray(0, size - sent);
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

const { base, port, dataDir, server } = await startRealServer({ tmpPrefix: 'elearning-bench-upload-' });

try {
  await waitForHealth(base, server, 120_000);
  const access = await passwordSignIn(base, 'lecturer');
  const token = await uploadToken(base, access);
  // Warm the upload path with a small file so one-off allocations are not counted as growth.
  await streamUpload(port, token, 1024 * 1024);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssMb(server.pid!);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid!));
  }, 50);
  const started = process.hrtime.bigint();
  const reply = await streamUpload(port, token, SIZE);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(server.pid!));
  const stored = JSON.parse(reply.body) as { resCode: number; response?: { fileSize: number } };
  const growth = peak - before;
  const result = {
    sizeMB: SIZE_MB,
    status: reply.status,
    storedBytes: stored.response?.fileSize ?? null,
    seconds: Number(seconds.toFixed(2)),
    throughputMBps: Number((SIZE_MB / seconds).toFixed(1)),
    rssBeforeMB: Number(before.toFixed(1)),
    rssPeakMB: Number(peak.toFixed(1)),
    rssGrowthMB: Number(growth.toFixed(1)),
    limitMB: LIMIT_MB,
    withinLimit: growth < LIMIT_MB,
  };
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `\nupload ${SIZE_MB} MB: ${result.throughputMBps} MB/s, server RSS growth ${result.rssGrowthMB} MB (limit ${LIMIT_MB} MB)`,
  );
  if (reply.status !== 200 || stored.response?.fileSize !== SIZE || !result.withinLimit) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
