// The back office's certificate management at the original paths (src/api/certificate/certificate.js):
// templates (list, one, add, edit, enable/disable, delete, export) and issued certificates (per template,
// holders, revoke, export). Reading needs the templates menu; changes need its edit or revoke button.
import {
  certificateAdminPaths,
  TRAIN_CODES,
  trainingPrivileges,
  ZCertificateAdminRevokeSchema,
  ZCertificateGrantIdsSchema,
  ZCertificateGrantQuerySchema,
  ZCertificateGrantSummaryQuerySchema,
  ZCertificateStatusSchema,
  ZCertificateTemplateFormSchema,
  ZCertificateTemplateIdsSchema,
  ZCertificateTemplateQuerySchema,
  ZCertificateTemplateRefSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import {
  deleteTemplates,
  getGrantRows,
  getTemplate,
  getTemplateRows,
  listGrantSummary,
  listGrants,
  listTemplatePage,
  revokeCertificatesById,
  saveTemplateForm,
  setTemplateStatus,
} from './certificate-admin-service.ts';
import {
  grantWorkbook,
  presentGrant,
  presentGrantSummary,
  presentTemplate,
  templateWorkbook,
} from './presenter-certificate-admin.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const menu = trainingPrivileges.menus[1].code;

function sendXlsx(reply: FastifyReply, name: string, file: Buffer) {
  return reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="${name}.xlsx"`)
    .header('cache-control', 'no-store')
    .send(file);
}

export async function trainingCertificateAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const tenantOf = (request: FastifyRequest) => actorOf(request).tenantId;

  app.get(certificateAdminPaths.templateList, backOffice(menu), async (request) => {
    const query = parseInput(ZCertificateTemplateQuerySchema, request.query, request);
    const { rows, totalNum } = await listTemplatePage(db, tenantOf(request), query);
    return ok(request, paged(rows.map(presentTemplate), totalNum, query.pageSize));
  });

  app.get(certificateAdminPaths.templateOne, backOffice(menu), async (request) => {
    const { templateId } = parseInput(ZCertificateTemplateRefSchema, request.query, request);
    return ok(request, presentTemplate(await getTemplate(db, tenantOf(request), templateId)));
  });

  app.post(certificateAdminPaths.templateAdd, backOffice(TRAIN_CODES.templateEdit), async (request) => {
    const input = parseInput(ZCertificateTemplateFormSchema, request.body ?? {}, request);
    const { id: _ignored, ...fields } = input;
    return ok(request, { id: await saveTemplateForm(db, actorOf(request), fields) });
  });

  app.post(certificateAdminPaths.templateEdit, backOffice(TRAIN_CODES.templateEdit), async (request) => {
    const input = parseInput(ZCertificateTemplateFormSchema, request.body ?? {}, request);
    const id = parseInput(ZCertificateTemplateRefSchema, { templateId: input.id }, request).templateId;
    return ok(request, { id: await saveTemplateForm(db, actorOf(request), { ...input, id }) });
  });

  app.put(certificateAdminPaths.templateStatus, backOffice(TRAIN_CODES.templateEdit), async (request) => {
    const { templateId, choice } = parseInput(ZCertificateStatusSchema, queryAndBody(request), request);
    await setTemplateStatus(db, actorOf(request), templateId, choice);
    return ok(request, { templateId, status: choice });
  });

  app.delete(certificateAdminPaths.templateDelete, backOffice(TRAIN_CODES.templateEdit), async (request) => {
    const { templateIds } = parseInput(ZCertificateTemplateIdsSchema, queryAndBody(request), request);
    return ok(request, { deleted: await deleteTemplates(db, actorOf(request), templateIds) });
  });

  app.get(certificateAdminPaths.templateExport, backOffice(menu), async (request, reply) => {
    const { templateIds } = parseInput(ZCertificateTemplateIdsSchema, request.query, request);
    const rows = await getTemplateRows(db, tenantOf(request), templateIds);
    return sendXlsx(reply, 'certificates', await templateWorkbook(rows, request.lang));
  });

  app.get(certificateAdminPaths.grantSummary, backOffice(menu), async (request) => {
    const query = parseInput(ZCertificateGrantSummaryQuerySchema, request.query, request);
    const { rows, totalNum } = await listGrantSummary(db, tenantOf(request), query);
    return ok(request, paged(rows.map(presentGrantSummary), totalNum, query.pageSize));
  });

  app.get(certificateAdminPaths.grantList, backOffice(menu), async (request) => {
    const query = parseInput(ZCertificateGrantQuerySchema, request.query, request);
    const { rows, totalNum } = await listGrants(db, tenantOf(request), query);
    return ok(request, paged(rows.map(presentGrant), totalNum, query.pageSize));
  });

  app.get(certificateAdminPaths.grantExport, backOffice(menu), async (request, reply) => {
    const { ids } = parseInput(ZCertificateGrantIdsSchema, request.query, request);
    const rows = await getGrantRows(db, tenantOf(request), ids);
    return sendXlsx(reply, 'certificate-holders', await grantWorkbook(rows, request.lang));
  });

  app.post(certificateAdminPaths.revoke, backOffice(TRAIN_CODES.certificateRevoke), async (request) => {
    const { ids, reason } = parseInput(ZCertificateAdminRevokeSchema, queryAndBody(request), request);
    return ok(request, { revoked: await revokeCertificatesById(db, actorOf(request), ids, reason ?? '') });
  });
}
