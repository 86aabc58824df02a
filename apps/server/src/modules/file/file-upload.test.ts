// API tests of the upload flow (SPEC §5, §7): the token, every kind at and just past its size limit
// (streamed, never buffered), wrong extensions, disguised content, bad tokens, unsafe names, and a
// cancelled upload — none of which may leave anything on disk.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BYTES, fileApiPath, filePaths, type TUploadToken, translate } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.ts';
import { makePdf, makePng, multipartBody, paddedStream, storedFiles } from './fixtures.ts';
import {
  createFileTestApp,
  type FileTestApp,
  newSession,
  type Session,
  upload,
  uploadTokenFor,
} from './test-support.ts';
import { issueUploadToken, UPLOAD_TOKEN_TTL_MS } from './upload-token.ts';

const MB50 = 50 * BYTES.MB;
const GB2 = 2 * BYTES.GB;
const MP4_HEAD = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42', 'latin1')]);
const MP3_HEAD = Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1');
const ZIP_HEAD = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

let t: FileTestApp;
let learner: Session;
let token: string;

beforeAll(async () => {
  t = await createFileTestApp();
  learner = await newSession(t);
  token = await uploadTokenFor(t, learner);
});
afterAll(async () => {
  await t?.close();
});

async function fileRows() {
  return t.database.db.select().from(files).where(eq(files.tenantId, 'learn'));
}

describe('GET /api/common/v1/upload/token', () => {
  it('answers a token and this server as the upload domain', async () => {
    const reply = await t.api.get<TUploadToken>(filePaths.uploadToken, { token: learner.token });
    expect(reply.status).toBe(200);
    const { uploadToken, domain, uploadUrl, expiresAt } = reply.body.response;
    expect(uploadToken).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(domain).toBe('http://localhost:80');
    expect(uploadUrl).toBe(filePaths.uploadViaApi);
    expect(expiresAt).toBeGreaterThan(Date.now());
  });

  it('needs a signed-in user', async () => {
    const reply = await t.api.get(filePaths.uploadToken);
    expect(reply.status).toBe(401);
  });
});

describe('POST /eln/upload', () => {
  it('stores the file under a generated name with the original extension and records it', async () => {
    const png = makePng();
    const reply = await upload(t, { name: '课程 封面.PNG', content: png }, { token });
    expect(reply.status).toBe(200);
    expect(reply.body.resMsg).toBe('上传成功');
    const stored = reply.body.response;
    expect(stored).toMatchObject({
      fileName: '课程 封面.PNG',
      fileSize: png.length,
      kind: 'image',
      ext: 'png',
    });
    // Both addresses end with the stored name (id + original extension, SPEC §5): the original clients
    // tell a file's type from it.
    const storedPath = fileApiPath(filePaths.file, `${stored.fileId}.png`);
    expect(stored.url).toBe(storedPath);
    expect(stored.fileUrl).toBe(`http://localhost:80${storedPath}`);
    expect(stored.fileUrl.endsWith(`/${stored.fileId}.png`)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(files)
      .where(and(eq(files.tenantId, 'learn'), eq(files.id, stored.fileId)));
    expect(row).toMatchObject({
      ownerUserId: learner.userId,
      storedName: `${stored.fileId}.png`,
      size: png.length,
    });
    expect(await storedFiles(t.dataDir)).toContain(row!.storageKey);
    const download = await t.app.inject({
      url: stored.url,
      headers: { accesstoken: `bearer ${learner.token}` },
    });
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('serves a file by its fileUrl, by its bare id, and not under another extension', async () => {
    const pdf = makePdf('by name');
    const stored = (await upload(t, { name: 'Plan.PDF', content: pdf }, { token })).body.response;
    const headers = { accesstoken: `bearer ${learner.token}` };
    const byUrl = await t.app.inject({ url: new URL(stored.fileUrl).pathname, headers });
    expect(byUrl.statusCode).toBe(200);
    expect(byUrl.headers['content-type']).toBe('application/pdf');
    expect(byUrl.rawPayload.equals(pdf)).toBe(true);
    const byId = await t.app.inject({ url: fileApiPath(filePaths.file, stored.fileId), headers });
    expect(byId.rawPayload.equals(pdf)).toBe(true);
    const info = await t.api.get(fileApiPath(filePaths.fileInfo, `${stored.fileId}.pdf`), {
      token: learner.token,
    });
    expect(info.body.response).toMatchObject({ fileId: stored.fileId, fileUrl: stored.fileUrl });
    const wrongExt = await t.app.inject({
      url: fileApiPath(filePaths.file, `${stored.fileId}.png`),
      headers,
    });
    expect(wrongExt.statusCode).toBe(404);
  });

  it('is also served under /api and takes the token from a header', async () => {
    const reply = await upload(
      t,
      { name: 'a.pdf', content: makePdf('x') },
      { token, path: filePaths.uploadViaApi, tokenInHeader: true },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.response.kind).toBe('document');
  });

  it('answers CORS so a separate upload host can be used from the web app', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: filePaths.upload,
      headers: { origin: 'https://learn.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://learn.example.com');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('size limits of each kind (SPEC §5), at and one byte past', () => {
  const cases = [
    { kind: 'image', name: 'big.png', head: makePng(), limit: MB50, message: 'file.tooLarge' },
    { kind: 'document', name: 'big.pdf', head: makePdf('big'), limit: MB50, message: 'file.tooLarge' },
    { kind: 'archive', name: 'big.zip', head: ZIP_HEAD, limit: MB50, message: 'file.tooLarge' },
    { kind: 'video', name: 'big.mp4', head: MP4_HEAD, limit: GB2, message: 'file.videoTooLarge' },
    { kind: 'audio', name: 'big.mp3', head: MP3_HEAD, limit: GB2, message: 'file.audioTooLarge' },
  ] as const;

  for (const c of cases) {
    it(`accepts a ${c.kind} of exactly the limit and refuses one byte more`, async () => {
      const before = await storedFiles(t.dataDir);
      const atLimit = await upload(t, { name: c.name, content: paddedStream(c.head, c.limit) }, { token });
      expect(atLimit.status).toBe(200);
      expect(atLimit.body.response.fileSize).toBe(c.limit);
      await t.api.del(
        fileApiPath(filePaths.file, atLimit.body.response.fileId),
        {},
        { token: learner.token },
      );
      expect(await storedFiles(t.dataDir)).toEqual(before);

      const past = await upload(t, { name: c.name, content: paddedStream(c.head, c.limit + 1) }, { token });
      expect(past.status).toBe(413);
      expect(past.body.resMsg).toBe(translate(c.message));
      expect(past.headers.connection).toBe('close');
      expect(await storedFiles(t.dataDir)).toEqual(before);
    }, 120_000);
  }
});

describe('refused uploads leave nothing behind', () => {
  it('refuses an extension outside the rules with "Wrong file format"', async () => {
    const before = await storedFiles(t.dataDir);
    const rowsBefore = (await fileRows()).length;
    for (const name of ['tool.exe', 'notes.txt', 'README', 'page.html']) {
      const reply = await upload(t, { name, content: Buffer.from('MZ\x90\x00') }, { token });
      expect(reply.status).toBe(400);
      expect(reply.body.resMsg).toBe('Wrong file format');
    }
    expect(await storedFiles(t.dataDir)).toEqual(before);
    expect((await fileRows()).length).toBe(rowsBefore);
  });

  it('refuses content whose magic bytes disagree with the extension (an executable named .png)', async () => {
    const before = await storedFiles(t.dataDir);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096)]);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(64)]);
    for (const [name, content] of [
      ['photo.png', exe],
      ['slides.pdf', makePng()],
      ['song.mp3', elf],
      ['report.docx', makePdf('not a zip')],
    ] as const) {
      const reply = await upload(t, { name, content }, { token });
      expect(reply.status, name).toBe(400);
      expect(reply.body.resMsg).toBe(translate('file.contentMismatch'));
    }
    expect(await storedFiles(t.dataDir)).toEqual(before);
  });

  it('refuses names with path characters', async () => {
    for (const name of ['../../etc/cron.d/x.png', 'dir\\\\evil.png', 'a/b.png']) {
      const reply = await upload(t, { name, content: makePng() }, { token });
      expect(reply.status, name).toBe(400);
      expect(reply.body.resMsg).toBe(translate('file.nameInvalid'));
    }
  });

  it('refuses a missing, forged or expired token, and one of another tenant', async () => {
    const before = await storedFiles(t.dataDir);
    const secret = t.app.deps.secrets.urlSigningSecret;
    const [body, signature] = token.split('.') as [string, string];
    const forged = `${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const alien = issueUploadToken('another-secret', { tenantId: 'learn', userId: learner.userId }).token;
    const expired = issueUploadToken(
      secret,
      { tenantId: 'learn', userId: learner.userId },
      Date.now() - UPLOAD_TOKEN_TTL_MS - 1,
    ).token;
    const acmeToken = await uploadTokenFor(t, await newSession(t, { tenantId: 'acme' }));

    const missing = await upload(t, { name: 'a.png', content: makePng() }, { token: '' });
    expect([missing.status, missing.body.resMsg]).toEqual([401, translate('file.tokenMissing')]);
    for (const bad of [forged, alien, 'garbage']) {
      const reply = await upload(t, { name: 'a.png', content: makePng() }, { token: bad });
      expect([reply.status, reply.body.resMsg]).toEqual([401, translate('file.tokenInvalid')]);
    }
    const old = await upload(t, { name: 'a.png', content: makePng() }, { token: expired });
    expect([old.status, old.body.resMsg]).toEqual([401, translate('file.tokenExpired')]);
    const cross = await upload(
      t,
      { name: 'a.png', content: makePng() },
      { token: acmeToken, tenant: 'learn' },
    );
    expect([cross.status, cross.body.resMsg]).toEqual([403, translate('file.tokenWrongTenant')]);
    expect(await storedFiles(t.dataDir)).toEqual(before);
  });

  it('refuses a form without a file', async () => {
    const reply = await t.app.inject({ method: 'POST', url: filePaths.upload, ...multipartBody({ token }) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().resMsg).toBe(translate('file.missing'));
  });

  it('leaves nothing when the client cancels mid-file', async () => {
    const before = await storedFiles(t.dataDir);
    const rowsBefore = (await fileRows()).length;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = multipartBody(
      { token },
      { name: 'lecture.mp4', content: paddedStream(MP4_HEAD, 64 * BYTES.MB) },
    );
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: filePaths.upload,
      headers: { ...body.headers, 'content-length': String(64 * BYTES.MB + 4096) },
    });
    req.on('error', () => undefined);
    let sent = 0;
    for await (const chunk of body.payload) {
      req.write(chunk);
      sent += (chunk as Buffer).length;
      if (sent > 8 * BYTES.MB) break;
    }
    // Let the server start writing, then go away like a cancelled XHR.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const partial = await storedFiles(t.dataDir);
    expect(partial.some((name) => name.startsWith('.tmp/'))).toBe(true);
    req.destroy();
    for (let i = 0; i < 50 && (await storedFiles(t.dataDir)).length !== before.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await storedFiles(t.dataDir)).toEqual(before);
    expect((await fileRows()).length).toBe(rowsBefore);
  });
});
