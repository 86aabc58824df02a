// Reading stored files: `GET /api/common/v1/file/{id or stored name}` for the app (tenant and
// owner-or-public checked, Range → 206), its info, preview and delete, and the signed form
// `/api/common/v1/signed-file/{grant}/{name}` that <video> and <img> use since they cannot send headers.
// Same-origin links may rely on the auth cookie.
import {
  filePaths,
  ZFileDownloadQuerySchema,
  ZFileIdParamsSchema,
  ZFileNameParamsSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { anonymous, signedIn, signInOptional } from '../../core/access.ts';
import { actorOf, optionalActorOf, tenantOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { originOf } from '../../core/origin.ts';
import { parseInput } from '../../core/validate.ts';
import { tokenFromCookie } from './auth-cookie.ts';
import type { FileServices } from './context.ts';
import { deletableFile, readableFile } from './download-service.ts';
import { requireGrantedKey } from './policy.ts';
import { presentDownload, presentFile, presentGrantedObject, presentPreview } from './presenter.ts';
import { previewFile } from './preview-service.ts';
import { removeFile } from './record-service.ts';
import { sendObject } from './send-object.ts';

export async function downloadRoutes(app: FastifyInstance, services: FileServices) {
  const { db, storage, secret } = services;

  app.get(filePaths.file, { ...signInOptional, onRequest: tokenFromCookie }, async (request, reply) => {
    const { id: ref } = parseInput(ZFileNameParamsSchema, request.params, request);
    const { download } = parseInput(ZFileDownloadQuerySchema, request.query, request);
    const caller = optionalActorOf(request);
    const file = await readableFile(db, { tenantId: tenantOf(request), caller, ref });
    return sendObject(request, reply, storage, presentDownload(file, download ?? false));
  });

  app.get(filePaths.fileInfo, signedIn, async (request) => {
    const { id: ref } = parseInput(ZFileNameParamsSchema, request.params, request);
    const actor = actorOf(request);
    const file = await readableFile(db, { tenantId: actor.tenantId, caller: actor, ref });
    return ok(request, presentFile(file, originOf(request)));
  });

  app.get(filePaths.filePreview, signedIn, async (request) => {
    const { id: ref } = parseInput(ZFileNameParamsSchema, request.params, request);
    const actor = actorOf(request);
    const file = await readableFile(db, { tenantId: actor.tenantId, caller: actor, ref });
    const preview = await previewFile(services, { file, viewer: actor });
    return ok(request, presentPreview(preview, { file, origin: originOf(request), lang: request.lang }));
  });

  app.delete(filePaths.file, signedIn, async (request) => {
    const { id } = parseInput(ZFileIdParamsSchema, request.params, request);
    const actor = actorOf(request);
    const file = await deletableFile(db, { tenantId: actor.tenantId, caller: actor, fileId: id });
    await removeFile(db, storage, file, request.log);
    return ok(request, null, 'file.deleted');
  });

  // A wildcard, not two parameters: grants are longer than the router's limit for one parameter.
  app.get<{ Params: { '*': string } }>(`${filePaths.signedFile}/*`, anonymous, async (request, reply) => {
    const granted = requireGrantedKey(secret, request.params['*']);
    return sendObject(request, reply, storage, presentGrantedObject(granted));
  });
}
