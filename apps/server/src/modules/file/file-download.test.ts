// API tests of downloads: tenant and owner-or-public authorisation, Range → 206 with the right bytes,
// the auth cookie for links, signed URLs for <img>/<video>, and delete.
import { fileApiPath, filePaths, type TFilePreview, translate } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signGrant } from '../../storage/signing.ts';
import { makePdf, makePng, storedFiles } from './fixtures.ts';
import {
  createFileTestApp,
  type FileTestApp,
  newSession,
  type Session,
  upload,
  uploadTokenFor,
} from './test-support.ts';

let t: FileTestApp;
let learner: Session;
let lecturer: Session;
let acme: Session;
/** 1000 bytes of a PDF with a known pattern, so ranges can be checked byte for byte. */
const pdf = Buffer.concat([makePdf('range'), Buffer.from('0123456789'.repeat(100))]).subarray(0, 1000);
let privateId: string;
let publicId: string;

const auth = (s: Session) => ({ accesstoken: `bearer ${s.token}`, 'tenant-id': s.tenant });

beforeAll(async () => {
  t = await createFileTestApp();
  [learner, lecturer, acme] = await Promise.all([
    newSession(t),
    newSession(t, { isLecturer: true }),
    newSession(t, { tenantId: 'acme' }),
  ]);
  const token = await uploadTokenFor(t, learner);
  privateId = (await upload(t, { name: '学习报告.pdf', content: pdf }, { token })).body.response.fileId;
  const cover = await upload(
    t,
    { name: 'cover.png', content: makePng() },
    { token, fields: { public: '1' } },
  );
  publicId = cover.body.response.fileId;
  expect(cover.body.response.public).toBe(true);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/common/v1/file/{id}', () => {
  it('serves the owner the whole file inline, with its type and ranges announced', async () => {
    const reply = await t.app.inject({ url: fileApiPath(filePaths.file, privateId), headers: auth(learner) });
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.equals(pdf)).toBe(true);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['accept-ranges']).toBe('bytes');
    expect(reply.headers['content-disposition']).toMatch(/^inline; filename="____.pdf"; filename\*=UTF-8''/);
    expect(reply.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
  });

  it('answers a Range with 206 and exactly those bytes', async () => {
    const url = fileApiPath(filePaths.file, privateId);
    const cases: [string, number, number][] = [
      ['bytes=10-19', 10, 19],
      ['bytes=990-', 990, 999],
      ['bytes=-5', 995, 999],
      ['bytes=995-5000', 995, 999],
    ];
    for (const [range, start, end] of cases) {
      const reply = await t.app.inject({ url, headers: { ...auth(learner), range } });
      expect(reply.statusCode, range).toBe(206);
      expect(reply.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
      expect(reply.headers['content-length']).toBe(String(end - start + 1));
      expect(reply.rawPayload.equals(pdf.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers 416 for a range past the end', async () => {
    const reply = await t.app.inject({
      url: fileApiPath(filePaths.file, privateId),
      headers: { ...auth(learner), range: 'bytes=1000-' },
    });
    expect(reply.statusCode).toBe(416);
    expect(reply.headers['content-range']).toBe('bytes */1000');
  });

  it('offers an attachment with the original name on download=1', async () => {
    const reply = await t.app.inject({
      url: `${fileApiPath(filePaths.file, privateId)}?download=1`,
      headers: auth(learner),
    });
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('学习报告.pdf')}`,
    );
  });

  it('reads the access token from the auth cookie for plain links', async () => {
    const reply = await t.app.inject({
      url: fileApiPath(filePaths.file, privateId),
      headers: { cookie: `theme=dark; elearning-access-token=${encodeURIComponent(learner.token)}` },
    });
    expect(reply.statusCode).toBe(200);
  });

  it('hides a private file from other users of the tenant and from anonymous callers', async () => {
    const other = await t.app.inject({
      url: fileApiPath(filePaths.file, privateId),
      headers: auth(lecturer),
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      url: fileApiPath(filePaths.file, privateId),
      headers: { 'tenant-id': 'learn' },
    });
    expect(anonymous.statusCode).toBe(404);
  });

  it('serves a public file to the tenant and anonymous visitors', async () => {
    expect(
      (await t.app.inject({ url: fileApiPath(filePaths.file, publicId), headers: auth(lecturer) }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: fileApiPath(filePaths.file, publicId) })).statusCode).toBe(200);
  });

  it('never serves a file to a user of another tenant, public or not', async () => {
    for (const id of [privateId, publicId]) {
      const download = await t.app.inject({ url: fileApiPath(filePaths.file, id), headers: auth(acme) });
      expect(download.statusCode).toBe(404);
      const preview = await t.api.get(fileApiPath(filePaths.filePreview, id), {
        token: acme.token,
        tenant: 'acme',
      });
      expect(preview.status).toBe(404);
      const info = await t.api.get(fileApiPath(filePaths.fileInfo, id), {
        token: acme.token,
        tenant: 'acme',
      });
      expect(info.status).toBe(404);
    }
    const anonymousAcme = await t.app.inject({
      url: fileApiPath(filePaths.file, publicId),
      headers: { 'tenant-id': 'acme' },
    });
    expect(anonymousAcme.statusCode).toBe(404);
  });

  it('validates the id', async () => {
    const reply = await t.api.get(fileApiPath(filePaths.file, 'not-a-uuid'), { token: learner.token });
    expect(reply.status).toBe(400);
    expect(reply.body.resMsg).toBe(translate('validation.fileId.invalid'));
  });
});

describe('signed file URLs', () => {
  it('let <img>/<video> read without headers, ranges included, until they expire', async () => {
    const preview = await t.api.get<TFilePreview>(fileApiPath(filePaths.filePreview, privateId), {
      token: learner.token,
    });
    const url = preview.body.response.url!;
    expect(url).toMatch(/^\/api\/common\/v1\/signed-file\/[\w-]+\.[\w-]+\/.+\.pdf$/);
    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    const part = await t.app.inject({ url, headers: { range: 'bytes=0-4' } });
    expect([part.statusCode, part.payload]).toEqual([206, '%PDF-']);
  });

  it('refuse altered and expired grants', async () => {
    const preview = await t.api.get<TFilePreview>(fileApiPath(filePaths.filePreview, privateId), {
      token: learner.token,
    });
    const url = preview.body.response.url!;
    const tampered = url.replace(/\.([\w-])/, (_m, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);
    const secret = t.app.deps.secrets.urlSigningSecret;
    const expired = signGrant(secret, {
      scope: 'learn/x.pdf',
      expiresAt: Date.now() - 1000,
      attachment: false,
    });
    expect((await t.app.inject({ url: `${filePaths.signedFile}/${expired}/x.pdf` })).statusCode).toBe(403);
  });

  it('keep a prefix grant inside its prefix', async () => {
    const secret = t.app.deps.secrets.urlSigningSecret;
    const grant = signGrant(secret, {
      scope: 'learn/hls/v/',
      expiresAt: Date.now() + 60_000,
      attachment: false,
    });
    expect((await t.app.inject({ url: `${filePaths.signedFile}/${grant}/..` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${filePaths.signedFile}/${grant}/%2E%2E%2Fsecret.pdf` })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/common/v1/file/{id}', () => {
  it('lets only the owner delete, removing the stored object', async () => {
    const token = await uploadTokenFor(t, learner);
    const created = (
      await upload(t, { name: 'tmp.png', content: makePng() }, { token, fields: { public: 'true' } })
    ).body.response;
    const before = await storedFiles(t.dataDir);
    const stranger = await t.api.del(
      fileApiPath(filePaths.file, created.fileId),
      {},
      { token: lecturer.token },
    );
    expect(stranger.status).toBe(403);
    const owner = await t.api.del(fileApiPath(filePaths.file, created.fileId), {}, { token: learner.token });
    expect([owner.status, owner.body.resMsg]).toEqual([200, '文件已删除']);
    expect((await storedFiles(t.dataDir)).length).toBe(before.length - 1);
    const gone = await t.app.inject({ url: created.url, headers: auth(learner) });
    expect(gone.statusCode).toBe(404);
  });
});
