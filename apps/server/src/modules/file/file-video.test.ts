// API tests of the video calls of SPEC §7 over our own storage: announce, upload with the bound token,
// play auth and play URL with range requests; with ffmpeg installed the duration comes from ffprobe and
// an HLS rendition is served (those assertions are skipped on a machine without ffmpeg).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  fileApiPath,
  filePaths,
  type TVideoPlayAuth,
  type TVideoUpload,
  type TVodUrl,
  translate,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from './fixtures.ts';
import {
  createFileTestApp,
  type FileTestApp,
  jobsIdle,
  newSession,
  type Session,
  upload,
} from './test-support.ts';
import { findTool } from './tools.ts';

const ffmpeg = await findTool('ffmpeg', process.env.FFMPEG_PATH);
const hasFfmpeg = ffmpeg !== null && (await findTool('ffprobe', process.env.FFPROBE_PATH)) !== null;

let t: FileTestApp;
let lecturer: Session;
let learner: Session;
/** A 2-second test clip made by ffmpeg, or a bare MP4 header when ffmpeg is absent. */
let clip: Buffer;

beforeAll(async () => {
  t = await createFileTestApp();
  [lecturer, learner] = await Promise.all([newSession(t, { isLecturer: true }), newSession(t)]);
  if (ffmpeg) {
    const dir = await mkdtemp(path.join(tmpdir(), 'elearn-clip-'));
    const out = path.join(dir, 'clip.mp4');
    await promisify(execFile)(ffmpeg, [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=duration=2:size=160x120:rate=10',
      ],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', out],
    ]);
    clip = await readFile(out);
    await rm(dir, { recursive: true, force: true });
  } else {
    clip = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4096)]);
  }
});
afterAll(async () => {
  await t?.close();
});

async function createVideo(body: Record<string, unknown>, session = lecturer) {
  return t.api.post<TVideoUpload>(filePaths.createUploadVideo, body, { token: session.token });
}

async function uploadedVideo(): Promise<string> {
  const created = (await createVideo({ title: '第一课', fileName: 'lesson1.mp4', duration: 2 })).body
    .response;
  const reply = await upload(t, { name: 'lesson1.mp4', content: clip }, { token: created.uploadAuth });
  expect(reply.status).toBe(200);
  expect(reply.body.response.videoId).toBe(created.videoId);
  return created.videoId;
}

describe('createUploadVideo and refreshUploadVideo', () => {
  it('announces a video and answers its id, upload address and a bound upload auth', async () => {
    const reply = await createVideo({ title: '入职培训', fileName: 'intro.mov', fileSize: 1024 });
    expect(reply.status).toBe(200);
    const { videoId, uploadAddress, uploadAuth, requestId } = reply.body.response;
    expect(videoId).toMatch(/^[0-9a-f-]{36}$/);
    expect(uploadAddress).toBe('http://localhost:80/eln/upload');
    expect(uploadAuth).toContain('.');
    expect(requestId).toBeTruthy();
  });

  it('refuses names that are not videos and videos over 2G', async () => {
    const pdf = await createVideo({ fileName: 'slides.pdf' });
    expect([pdf.status, pdf.body.resMsg]).toEqual([400, 'Wrong file format']);
    const big = await createVideo({ fileName: 'long.mp4', fileSize: 2 * 1024 ** 3 + 1 });
    expect([big.status, big.body.resMsg]).toEqual([413, translate('file.videoTooLarge')]);
  });

  it('renews the upload auth for its owner only', async () => {
    const { videoId } = (await createVideo({ fileName: 'a.mp4' })).body.response;
    const own = await t.api.post<TVideoUpload>(
      filePaths.refreshUploadVideo,
      { videoId },
      { token: lecturer.token },
    );
    expect(own.status).toBe(200);
    expect(own.body.response.videoId).toBe(videoId);
    const other = await t.api.post(filePaths.refreshUploadVideo, { videoId }, { token: learner.token });
    expect(other.status).toBe(404);
  });

  it('accepts only a video file on a video upload auth', async () => {
    const { uploadAuth } = (await createVideo({ fileName: 'a.mp4' })).body.response;
    const reply = await upload(t, { name: 'slides.pdf', content: makePdf('x') }, { token: uploadAuth });
    expect([reply.status, reply.body.resMsg]).toEqual([400, 'Wrong file format']);
  });
});

describe('play calls', () => {
  it('answer "not ready" before the upload and 404 for another tenant', async () => {
    const { videoId } = (await createVideo({ fileName: 'later.mp4' })).body.response;
    const early = await t.api.get(fileApiPath(filePaths.getPlayAuthIA, videoId), { token: learner.token });
    expect([early.status, early.body.resMsg]).toEqual([409, translate('video.notReady')]);
    const acme = await newSession(t, { tenantId: 'acme' });
    const cross = await t.api.get(fileApiPath(filePaths.getPlayAuthIA, videoId), {
      token: acme.token,
      tenant: 'acme',
    });
    expect(cross.status).toBe(404);
  });

  it('give any user of the tenant a signed play URL that serves ranges', async () => {
    const videoId = await uploadedVideo();
    const reply = await t.api.get<TVideoPlayAuth>(filePaths.getVideoPlayAuth, {
      token: learner.token,
      query: { videoId },
    });
    expect(reply.status).toBe(200);
    const play = reply.body.response;
    expect(play.videoMeta).toMatchObject({ videoId, title: '第一课', status: 'ready' });
    expect(play.playAuth).toContain('.');
    expect(play.expiresAt).toBeGreaterThan(Date.now());
    if (play.format === 'mp4') {
      const part = await t.app.inject({ url: play.playUrl, headers: { range: 'bytes=4-11' } });
      expect([part.statusCode, part.payload]).toEqual([206, clip.subarray(4, 12).toString('latin1')]);
    }
    const post = await t.api.post<TVideoPlayAuth>(
      fileApiPath(filePaths.getPlayAuthIA, videoId),
      {},
      { token: learner.token },
    );
    expect(post.body.response.videoMeta.videoId).toBe(videoId);
  });

  it.skipIf(!hasFfmpeg)(
    'read the duration with ffprobe and prefer the HLS rendition once made',
    async () => {
      const videoId = await uploadedVideo();
      const before = await t.api.get<TVideoPlayAuth>(fileApiPath(filePaths.getPlayAuthIA, videoId), {
        token: learner.token,
      });
      expect(before.body.response.videoMeta.duration).toBeCloseTo(2, 0);
      await jobsIdle(t);
      const reply = await t.api.get<TVodUrl>(fileApiPath(filePaths.getVodMUrl, videoId), {
        token: learner.token,
      });
      expect(reply.body.response.format).toBe('hls');
      const playlist = await t.app.inject({ url: reply.body.response.url });
      expect(playlist.statusCode).toBe(200);
      expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      const segment = playlist.payload.split('\n').find((line) => line.endsWith('.ts'));
      expect(segment).toMatch(/^seg\d{4}\.ts$/);
      // Segments resolve relative to the playlist URL, which carries the grant in its path.
      const segmentUrl = new URL(segment!, `http://x${reply.body.response.url}`).pathname;
      const media = await t.app.inject({ url: segmentUrl });
      expect([media.statusCode, media.headers['content-type']]).toEqual([200, 'video/mp2t']);
    },
    120_000,
  );
});
