// The spreadsheet framework's own routes (issue 20 item 4): where a template is downloaded by code (the
// original back office's call), the template workbook itself, and any run's error file. The uploads are
// served by each domain through `serveImport` (routes-import.ts).
import { spreadsheetPaths, ZTemplateCodeQuerySchema, ZTemplateFileQuerySchema } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn, signInOptional } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput } from '../../core/validate.ts';
import { requireDefinition } from './policy.ts';
import { presentTemplateLink, templateSheet } from './presenter.ts';
import { importDefinitionOf, registeredImportCodes } from './registry.ts';
import { sendErrorFile } from './routes-import.ts';
import { sendWorkbook, workbookStream } from './write-service.ts';

export async function spreadsheetRoutes(app: FastifyInstance) {
  app.get(spreadsheetPaths.templateByCode, signedIn, async (request) => {
    const { code } = parseInput(ZTemplateCodeQuerySchema, request.query, request);
    actorOf(request);
    const definition = requireDefinition(importDefinitionOf(code));
    const fileUrl = `${spreadsheetPaths.templateFile}?code=${encodeURIComponent(code)}&lang=${request.lang}`;
    return ok(request, presentTemplateLink(definition, fileUrl, request.lang));
  });

  // A template holds no tenant data: the link works in a plain download (no token), as the original's did.
  app.get(spreadsheetPaths.templateFile, signInOptional, async (request, reply) => {
    const { code, lang } = parseInput(ZTemplateFileQuerySchema, request.query, request);
    const definition = requireDefinition(importDefinitionOf(code));
    const language = lang ?? request.lang;
    const sheet = templateSheet(definition, language);
    const name = definition.name[language];
    return sendWorkbook(reply, name, workbookStream(name, sheet.columns, sheet.rows));
  });

  app.get(spreadsheetPaths.templateList, signedIn, async (request) => {
    actorOf(request);
    const codes = registeredImportCodes();
    return ok(
      request,
      codes.map((code) => ({ code, name: importDefinitionOf(code)?.name[request.lang] ?? code })),
    );
  });

  app.get(spreadsheetPaths.errorFile, signedIn, (request, reply) => sendErrorFile(app, request, reply));
}
