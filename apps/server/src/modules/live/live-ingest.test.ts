// The ingest's ordering of browser chunks, at the service level with a stand-in for ffmpeg that copies its
// stdin to a file: chunks are piped in sequence order, a missing chunk is given up once MAX_WAITING_CHUNKS
// later ones wait (the stream goes on instead of freezing), a late or repeated chunk is dropped, and no more
// than MAX_WAITING_CHUNKS chunks are ever held.
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIngests, MAX_WAITING_CHUNKS } from './ingest-service.ts';

describe('ingest chunk order', () => {
  let dir: string;
  let fakeFfmpeg: string;
  const received = () => path.join(dir, 'received.bin');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ingest-'));
    fakeFfmpeg = path.join(dir, 'fake-ffmpeg.sh');
    await writeFile(fakeFfmpeg, `#!/bin/sh\ncat > '${received()}'\n`);
    await chmod(fakeFfmpeg, 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const chunk = (seq: number) => Buffer.from(`[${seq}]`);

  it('waits for a gap briefly, then gives the missing chunk up and goes on', async () => {
    const ingests = createIngests({
      dataDir: dir,
      ffmpeg: async () => fakeFfmpeg,
      rtmpPortBase: 0,
      log: Fastify().log,
    });
    const streamId = 'stream-gap';
    expect(await ingests.start(streamId, 'browser', 'key', async () => undefined)).not.toBeNull();

    expect(ingests.write(streamId, 0, chunk(0))).toBe(true);
    // 1 is lost; 3 arrives before 2.
    ingests.write(streamId, 3, chunk(3));
    ingests.write(streamId, 2, chunk(2));
    expect(ingests.waitingOf(streamId)).toBe(2);
    for (let seq = 4; seq < 2 + MAX_WAITING_CHUNKS; seq += 1) ingests.write(streamId, seq, chunk(seq));
    expect(ingests.waitingOf(streamId)).toBe(MAX_WAITING_CHUNKS);
    // One more waiting chunk: 1 is given up, everything held goes out in order.
    const last = 2 + MAX_WAITING_CHUNKS;
    ingests.write(streamId, last, chunk(last));
    expect(ingests.waitingOf(streamId)).toBe(0);
    ingests.write(streamId, 1, chunk(1));
    ingests.write(streamId, 3, chunk(3));
    ingests.write(streamId, last + 1, chunk(last + 1));
    expect(ingests.waitingOf(streamId)).toBe(0);

    // A second gap far wider than the limit never holds more than the limit.
    for (let seq = last + 10; seq < last + 60; seq += 1) {
      ingests.write(streamId, seq, chunk(seq));
      expect(ingests.waitingOf(streamId)).toBeLessThanOrEqual(MAX_WAITING_CHUNKS);
    }
    await ingests.stop(streamId);

    const expected = [0, ...Array.from({ length: last }, (_, i) => i + 2)];
    const sent = [...expected, ...Array.from({ length: 50 }, (_, i) => last + 10 + i)];
    expect((await readFile(received(), 'utf8')).replace(/\]\[/g, ',')).toBe(`[${sent.join(',')}]`);
  });
});
