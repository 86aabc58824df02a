// Helpers of the file service's API tests: an app with its own DATA_DIR, sign-in, upload tokens and
// uploads through the real `/eln/upload` endpoint.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { filePaths, type TStoredFile, type TUploadToken } from '@elearning/shared';
import { apiClient, WEB_CLIENT_BASIC } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, type UserOptions } from '../../test/factories.ts';
import { fileServicesOf } from './context.ts';
import { multipartBody } from './fixtures.ts';

export type FileTestApp = TestApp & { dataDir: string; api: ReturnType<typeof apiClient> };

export async function createFileTestApp(env: Record<string, string> = {}): Promise<FileTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'elearn-files-'));
  const testApp = await createTestApp({ DATA_DIR: dataDir, ...env });
  return {
    ...testApp,
    dataDir,
    api: apiClient(testApp.app),
    async close() {
      await testApp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Session = { token: string; userId: number; tenant: string; name: string };

/** A fresh factory user, signed in (a lecturer, another tenant… as the options say). */
export async function newSession(t: FileTestApp, options: UserOptions = {}): Promise<Session> {
  const { user, token } = await makeSignedInUser(t, options);
  return { token, userId: user.id, tenant: user.tenantId, name: user.name };
}

export async function uploadTokenFor(t: FileTestApp, session: Session): Promise<string> {
  const reply = await t.api.get<TUploadToken>(filePaths.uploadToken, {
    token: session.token,
    tenant: session.tenant,
  });
  if (reply.status !== 200) throw new Error(`upload token: ${JSON.stringify(reply.body)}`);
  return reply.body.response.uploadToken;
}

export type UploadOptions = {
  token: string;
  tenant?: string;
  fields?: Record<string, string>;
  path?: string;
  /** Send the token in the X-Upload-Token header instead of a form field. */
  tokenInHeader?: boolean;
};

export type UploadReply = {
  status: number;
  body: { resCode: number; resMsg: string; response: TStoredFile };
  headers: Record<string, unknown>;
};

export async function upload(
  t: FileTestApp,
  file: { name: string; content: Buffer | Readable },
  options: UploadOptions,
): Promise<UploadReply> {
  const fields = options.tokenInHeader ? { ...options.fields } : { token: options.token, ...options.fields };
  const body = multipartBody(fields, file);
  const reply = await t.app.inject({
    method: 'POST',
    url: options.path ?? filePaths.upload,
    headers: {
      ...body.headers,
      authorization: WEB_CLIENT_BASIC,
      ...(options.tenant ? { 'tenant-id': options.tenant } : {}),
      ...(options.tokenInHeader ? { 'x-upload-token': options.token } : {}),
    },
    payload: body.payload,
  });
  return { status: reply.statusCode, body: reply.json(), headers: reply.headers };
}

/** Waits for background conversions and renditions to finish. */
export async function jobsIdle(t: FileTestApp): Promise<void> {
  const services = fileServicesOf(t.app);
  await Promise.all([services.documentQueue.idle(), services.mediaQueue.idle()]);
}
