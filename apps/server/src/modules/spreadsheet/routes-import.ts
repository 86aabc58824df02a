// `serveImport`: what a domain calls in its routes to serve one import at the original back office's paths
// — the upload (multipart `file`, optional `mode`) and, where the original has one, its error-file path.
// The definition joins the registry, so the template download by code finds it.
import { type Lang, spreadsheetPaths, ZErrorFileQuerySchema } from '@elearning/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { backOffice, signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput } from '../../core/validate.ts';
import { runImport } from './import-service.ts';
import { requireDefinition, requireOwnRun } from './policy.ts';
import { errorSheet, presentImportResult } from './presenter.ts';
import { type ImportDefinition, importDefinitionOf, registerImport } from './registry.ts';
import { findImportRun } from './run-service.ts';
import { readUpload } from './upload-service.ts';
import { sendWorkbook, workbookStream } from './write-service.ts';

/** Sends the error workbook of the caller's own run `cacheKey`, in the caller's language. */
export async function sendErrorFile(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { cacheKey } = parseInput(ZErrorFileQuerySchema, request.query, request);
  const actor = actorOf(request);
  const run = requireOwnRun(await findImportRun(app.deps.db, cacheKey), actor);
  const definition = requireDefinition(importDefinitionOf(run.code));
  const lang: Lang = request.lang;
  const sheet = errorSheet(definition, run.failedRows, lang);
  const name = `${definition.name[lang]}-${lang === 'en' ? 'errors' : '错误报告'}`;
  return sendWorkbook(reply, name, workbookStream(name, sheet.columns, sheet.rows));
}

export async function serveImport<S extends z.ZodType>(
  app: FastifyInstance,
  definition: ImportDefinition<S>,
  paths: { upload: string; errorFile?: string },
) {
  const registered = registerImport(definition) as unknown as ImportDefinition;
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    scope.post(paths.upload, backOffice(definition.privilege), async (request) => {
      const actor = actorOf(request);
      const { rows, mode } = await readUpload(request, registered);
      const run = await runImport(app.deps, actor, registered, rows, mode);
      return ok(request, presentImportResult(run, registered, request.lang));
    });
  });
  if (paths.errorFile && paths.errorFile !== spreadsheetPaths.errorFile) {
    app.get(paths.errorFile, signedIn, (request, reply) => sendErrorFile(app, request, reply));
  }
}
