// API tests of document preview (SPEC §1): PDF and images shown as they are with the viewer's watermark,
// Office files converted once by LibreOffice when installed (those assertions are skipped without it),
// other types offered for download, and no preview across users or tenants.
import { fileApiPath, filePaths, type TFilePreview, translate } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.ts';
import { makeDocx, makePdf, makePng, makeZip } from './fixtures.ts';
import {
  createFileTestApp,
  type FileTestApp,
  jobsIdle,
  newSession,
  type Session,
  upload,
  uploadTokenFor,
} from './test-support.ts';
import { findTool } from './tools.ts';

const hasSoffice = (await findTool('soffice', process.env.SOFFICE_PATH)) !== null;

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

async function uploaded(name: string, content: Buffer): Promise<string> {
  const reply = await upload(t, { name, content }, { token });
  expect(reply.status).toBe(200);
  return reply.body.response.fileId;
}

async function preview(id: string, session = learner) {
  return t.api.get<TFilePreview>(fileApiPath(filePaths.filePreview, id), {
    token: session.token,
    tenant: session.tenant,
  });
}

function todayText(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

describe('GET /api/common/v1/file/{id}/preview', () => {
  it('shows a PDF as it is, under the watermark of the viewer name and date', async () => {
    const id = await uploaded('handbook.pdf', makePdf('Handbook'));
    const reply = await preview(id);
    expect(reply.status).toBe(200);
    const answer = reply.body.response;
    expect(answer.kind).toBe('pdf');
    expect(answer.message).toBeNull();
    expect(answer.watermark).toEqual({ text: learner.name, date: todayText() });
    expect(answer.file).toMatchObject({ fileId: id, fileName: 'handbook.pdf', previewable: true });
    const shown = await t.app.inject({ url: answer.url! });
    expect([shown.statusCode, shown.headers['content-type']]).toEqual([200, 'application/pdf']);
    const download = await t.app.inject({ url: answer.downloadUrl });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('shows an image as it is', async () => {
    const id = await uploaded('chart.png', makePng());
    const answer = (await preview(id)).body.response;
    expect(answer.kind).toBe('image');
    expect((await t.app.inject({ url: answer.url! })).headers['content-type']).toBe('image/png');
  });

  it('offers the download for types that cannot be shown', async () => {
    const id = await uploaded('bundle.zip', makeZip({ 'a.txt': 'a' }));
    const answer = (await preview(id)).body.response;
    expect(answer).toMatchObject({
      kind: 'unsupported',
      url: null,
      message: translate('file.previewUnsupported'),
    });
    expect((await t.app.inject({ url: answer.downloadUrl })).statusCode).toBe(200);
  });

  it('answers in English when asked', async () => {
    const id = await uploaded('bundle2.zip', makeZip({ 'a.txt': 'a' }));
    const reply = await t.api.get<TFilePreview>(fileApiPath(filePaths.filePreview, id), {
      token: learner.token,
      lang: 'en',
    });
    expect(reply.body.response.message).toBe(translate('file.previewUnsupported', 'en'));
  });

  it('does not show one user the private file of another', async () => {
    const id = await uploaded('private.pdf', makePdf('mine'));
    const lecturer = await newSession(t, { isLecturer: true });
    expect((await preview(id, lecturer)).status).toBe(404);
  });

  it.skipIf(!hasSoffice)(
    'converts a DOCX once with LibreOffice, then shows the cached PDF',
    async () => {
      const id = await uploaded('培训通知.docx', makeDocx(['Training notice', 'Room 301']));
      const first = (await preview(id)).body.response;
      expect(first).toMatchObject({
        kind: 'converting',
        url: null,
        message: translate('file.previewConverting'),
      });
      await jobsIdle(t);
      const second = (await preview(id)).body.response;
      expect(second.kind).toBe('pdf');
      const pdf = await t.app.inject({ url: second.url! });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const [row] = await t.database.db
        .select()
        .from(files)
        .where(and(eq(files.tenantId, 'learn'), eq(files.id, id)));
      expect(row).toMatchObject({ previewState: 'ready', previewKey: `learn/previews/${id}.pdf` });
      // Cached: a third preview starts no new conversion.
      expect((await preview(id)).body.response.kind).toBe('pdf');
    },
    180_000,
  );

  it.skipIf(!hasSoffice)(
    'says so and offers the download when a document cannot be converted',
    async () => {
      const broken = Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        Buffer.from('this is not a document'),
      ]);
      const id = await uploaded('broken.docx', broken);
      expect((await preview(id)).body.response.kind).toBe('converting');
      await jobsIdle(t);
      const answer = (await preview(id)).body.response;
      expect(answer).toMatchObject({ kind: 'unsupported', message: translate('file.previewFailed') });
      expect((await t.app.inject({ url: answer.downloadUrl })).statusCode).toBe(200);
    },
    180_000,
  );
});
