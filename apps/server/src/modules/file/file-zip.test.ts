// The original client's zip download (`GET /api/common/oss/download/zip`): several files the caller may
// read as one archive, named as asked, readable by a standard unzip; files the caller may not read,
// addresses that are not ours and oversized requests are refused before anything is sent.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { filePaths } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.ts';
import { presentFile } from './presenter.ts';
import { makeFile } from './test-factories.ts';
import { createFileTestApp, type FileTestApp, newSession, type Session } from './test-support.ts';

let t: FileTestApp;
let owner: Session;

/** The entries of a stored (uncompressed) archive, read from its central directory. */
function readZip(zip: Buffer): { name: string; data: Buffer }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: { name: string; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.push({ name, data: zip.subarray(dataStart, dataStart + size) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

async function zip(session: Session, query: string) {
  return t.app.inject({
    url: `${filePaths.zipDownload}?${query}`,
    headers: { accesstoken: `bearer ${session.token}`, 'tenant-id': session.tenant },
  });
}

beforeAll(async () => {
  t = await createFileTestApp();
  owner = await newSession(t);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/common/oss/download/zip', () => {
  it('zips the named files under the names asked for, as axios sends arrays', async () => {
    const me = { id: owner.userId, tenantId: owner.tenant };
    const a = await makeFile(t, me, { name: '报告.pdf', content: Buffer.from('%PDF-1.4 first') });
    const b = await makeFile(t, me, { name: 'b.pdf', content: Buffer.from('%PDF-1.4 second') });
    const c = await makeFile(t, me, { name: 'b.pdf', content: Buffer.from('%PDF-1.4 third') });
    const urls = [a, b, c].map((file) => presentFile(file, 'http://localhost:80').fileUrl);
    const query = new URLSearchParams();
    for (const url of urls) query.append('filePath[]', url);
    for (const name of ['第一份.pdf', '', '']) query.append('fileName[]', name);
    query.set('zipComment', '作业附件');
    const reply = await zip(owner, query.toString());
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/zip');
    expect(reply.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('作业附件.zip')}`,
    );
    const entries = readZip(reply.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual(['第一份.pdf', 'b.pdf', 'b (2).pdf']);
    expect(entries.map((entry) => entry.data.toString())).toEqual([
      '%PDF-1.4 first',
      '%PDF-1.4 second',
      '%PDF-1.4 third',
    ]);
    // A standard tool agrees: names, sizes and CRCs check out.
    const file = path.join(t.dataDir, 'out.zip');
    await writeFile(file, reply.rawPayload);
    const tested = await promisify(execFile)('unzip', ['-t', file]).catch((error: Error) => error);
    if (!(tested instanceof Error && 'code' in tested && tested.code === 'ENOENT')) {
      expect(tested).not.toBeInstanceOf(Error);
    }
  });

  it('takes plain repeated keys and relative urls, and names the archive files.zip by default', async () => {
    const file = await makeFile(
      t,
      { id: owner.userId, tenantId: owner.tenant },
      { name: 'one.png', content: Buffer.from('png') },
    );
    const reply = await zip(owner, `filePath=${encodeURIComponent(presentFile(file, '').url)}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain('filename="files.zip"');
    expect(readZip(reply.rawPayload)).toEqual([{ name: 'one.png', data: Buffer.from('png') }]);
  });

  it('refuses a file the caller may not read, an address that is not ours, and no file at all', async () => {
    const other = await makeUser(t);
    const theirs = await makeFile(t, { id: other.id, tenantId: other.tenantId });
    const acmeOwner = await makeUser(t, { tenantId: 'acme' });
    const acmePublic = await makeFile(t, { id: acmeOwner.id, tenantId: 'acme' }, { isPublic: true });
    for (const file of [theirs, acmePublic]) {
      const reply = await zip(owner, `filePath=${encodeURIComponent(presentFile(file, '').url)}`);
      expect(reply.statusCode).toBe(404);
    }
    const foreign = await zip(owner, `filePath=${encodeURIComponent('https://evil.example/a.pdf')}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().resMsg).toBe('file address incorrect');
    const none = await zip(owner, 'zipComment=x');
    expect(none.statusCode).toBe(400);
    expect(none.json().response).toMatchObject({ fields: [{ field: 'filePath' }] });
    const anonymous = await t.app.inject({ url: `${filePaths.zipDownload}?filePath=x` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses more than 50 files', async () => {
    const query = Array.from({ length: 51 }, (_, i) => `filePath=${i}`).join('&');
    const reply = await zip(owner, query);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toMatchObject({ fields: [{ field: 'filePath' }] });
  });
});
