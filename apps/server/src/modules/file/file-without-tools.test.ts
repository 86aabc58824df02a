// The file service on a machine without ffmpeg and LibreOffice (FFMPEG_PATH / FFPROBE_PATH /
// SOFFICE_PATH = off): videos keep the client's duration and play as MP4 with ranges, and Office
// previews say the converter is missing while offering the download.
import {
  fileApiPath,
  filePaths,
  type TFilePreview,
  type TVideoPlayAuth,
  type TVideoUpload,
  translate,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx } from './fixtures.ts';
import {
  createFileTestApp,
  type FileTestApp,
  jobsIdle,
  newSession,
  type Session,
  upload,
  uploadTokenFor,
} from './test-support.ts';

let t: FileTestApp;
let lecturer: Session;

beforeAll(async () => {
  t = await createFileTestApp({ FFMPEG_PATH: 'off', FFPROBE_PATH: 'off', SOFFICE_PATH: 'off' });
  lecturer = await newSession(t, { isLecturer: true });
});
afterAll(async () => {
  await t?.close();
});

describe('without ffmpeg', () => {
  it('keeps the duration the client gave and plays the MP4 with range requests', async () => {
    const created = await t.api.post<TVideoUpload>(
      filePaths.createUploadVideo,
      { fileName: 'talk.mp4', duration: '12.5' },
      { token: lecturer.token },
    );
    const clip = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.alloc(2048, 7),
    ]);
    const uploaded = await upload(
      t,
      { name: 'talk.mp4', content: clip },
      { token: created.body.response.uploadAuth },
    );
    expect(uploaded.status).toBe(200);
    await jobsIdle(t);
    const play = (
      await t.api.get<TVideoPlayAuth>(fileApiPath(filePaths.getPlayAuthIA, created.body.response.videoId), {
        token: lecturer.token,
      })
    ).body.response;
    expect(play.format).toBe('mp4');
    expect(play.videoMeta).toMatchObject({ duration: 12.5, hlsState: 'unavailable', status: 'ready' });
    const part = await t.app.inject({ url: play.playUrl, headers: { range: 'bytes=0-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(clip.subarray(0, 12))).toBe(true);
  });
});

describe('without LibreOffice', () => {
  it('says the preview service is missing and offers the download', async () => {
    const token = await uploadTokenFor(t, lecturer);
    const id = (await upload(t, { name: 'plan.docx', content: makeDocx(['plan']) }, { token })).body.response
      .fileId;
    const answer = (
      await t.api.get<TFilePreview>(fileApiPath(filePaths.filePreview, id), { token: lecturer.token })
    ).body.response;
    expect(answer).toMatchObject({
      kind: 'unsupported',
      url: null,
      message: translate('file.previewConverterMissing'),
    });
    expect(answer.watermark.text).toBe(lecturer.name);
    const download = await t.app.inject({ url: answer.downloadUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; .*plan\.docx/);
  });
});
