// Reading stored files: `GET /api/common/v1/file/{id}` for the app (tenant and owner-or-public checked,
// Range → 206), its info and delete, and the signed form `/api/common/v1/signed-file/{grant}/{name}` that
// <video> and <img> use since they cannot send headers. Same-origin links may rely on the auth cookie.
import {
  STORAGE_KEYS,
  STORAGE_PREFIX,
  ZFileDownloadQuerySchema,
  ZFileIdParamsSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput } from '../../core/validate.ts';
import { keyOfGrant, SIGNED_FILE_PATH, verifyGrant } from '../../storage/signing.ts';
import { type FileServices, originOf, tenantOf, viewerOf } from './context.ts';
import { mimeOf } from './file-types.ts';
import { canDeleteFile, canReadFile } from './policy.ts';
import { presentFile } from './presenter.ts';
import { sendObject } from './send-object.ts';
import { deleteFile, type FileRow, findFile } from './service.ts';

const AUTH_COOKIE = `${STORAGE_PREFIX}${STORAGE_KEYS.accessToken}`;

/** The access token from the web app's auth cookie, for links and images that cannot send the header. */
export function cookieToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name && decodeURIComponent(name) === AUTH_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** A readable file of the caller's tenant; 404 for anything else, so ids of others are not confirmed. */
export async function readableFile(
  services: FileServices,
  request: FastifyRequest,
  id: string,
): Promise<FileRow> {
  const file = await findFile(services.db, tenantOf(request), id);
  if (!file || !canReadFile(viewerOf(request), file)) throw new AppError('NOT_FOUND');
  return file;
}

export async function downloadRoutes(app: FastifyInstance, services: FileServices) {
  const { db, storage, secret } = services;

  app.get(
    '/api/common/v1/file/:id',
    {
      config: { auth: 'optional' },
      onRequest: async (request) => {
        const token = request.headers.accesstoken ? undefined : cookieToken(request);
        if (token) request.headers.accesstoken = `bearer ${token}`;
      },
    },
    async (request, reply) => {
      const { id } = parseInput(ZFileIdParamsSchema, request.params, request);
      const { download } = parseInput(ZFileDownloadQuerySchema, request.query, request);
      const file = await readableFile(services, request, id);
      return sendObject(request, reply, storage, {
        key: file.storageKey,
        mime: file.mime,
        fileName: file.originalName,
        attachment: download ?? false,
        etag: file.sha256 ?? `${file.id}-${file.size}`,
        cacheSeconds: 0,
      });
    },
  );

  app.get('/api/common/v1/file/:id/info', { config: { auth: 'required' } }, async (request) => {
    const { id } = parseInput(ZFileIdParamsSchema, request.params, request);
    const file = await readableFile(services, request, id);
    return ok(request, presentFile(file, originOf(request)));
  });

  app.delete('/api/common/v1/file/:id', { config: { auth: 'required' } }, async (request) => {
    const { id } = parseInput(ZFileIdParamsSchema, request.params, request);
    const file = await findFile(db, tenantOf(request), id);
    if (!file || !canReadFile(viewerOf(request), file)) throw new AppError('NOT_FOUND');
    if (!canDeleteFile(viewerOf(request), file)) throw new AppError('FORBIDDEN');
    try {
      await deleteFile(db, storage, file);
    } catch (error) {
      request.log.error({ err: error }, 'file delete failed');
      throw new AppError('DELETE_FAILED', { params: { reason: (error as Error).message.slice(0, 100) } });
    }
    return ok(request, null, 'file.deleted');
  });

  // A wildcard, not two parameters: grants are longer than the router's limit for one parameter.
  app.get<{ Params: { '*': string } }>(`${SIGNED_FILE_PATH}/*`, async (request, reply) => {
    const [token = '', name = '', ...extra] = request.params['*'].split('/');
    if (extra.length > 0) throw new AppError('NOT_FOUND');
    const grant = verifyGrant(secret, token);
    if (grant === 'expired' || grant === 'invalid') throw new AppError('FORBIDDEN');
    const key = keyOfGrant(grant, name);
    if (!key) throw new AppError('NOT_FOUND');
    const ext = key.slice(key.lastIndexOf('.') + 1);
    return sendObject(request, reply, storage, {
      key,
      mime: mimeOf(ext),
      fileName: name || key.slice(key.lastIndexOf('/') + 1),
      attachment: grant.attachment,
      cacheSeconds: Math.max(0, Math.floor((grant.expiresAt - Date.now()) / 1000)),
    });
  });
}
