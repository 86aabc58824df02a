// Certificates: mine (list, detail, PDF) and the public verification record — as JSON for the page and as
// a signed VC-JWT (`format=vc`) — plus the tenant's public keys, all without sign-in where public.
import {
  trainingPath,
  trainingPaths,
  ZCertificateListSchema,
  ZCertificateRefSchema,
  ZCertificateVerifySchema,
  ZIssuerKeysSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { anonymous, signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { originOf } from '../../core/origin.ts';
import { paged } from '../../core/paging.ts';
import { parseInput } from '../../core/validate.ts';
import { certificatePdf } from './certificate-pdf.ts';
import {
  type CertificateRow,
  findCertificateByCode,
  getMyCertificate,
  listMyCertificates,
} from './certificate-service.ts';
import { trainingClock } from './clock.ts';
import { publicKeysOf, signCredential } from './credential-keys.ts';
import { presentCertificate, presentVerification } from './presenter-lecturer.ts';

/** The public web page of a certificate. */
export const VERIFY_PAGE = '/verify';

export async function trainingCertificateRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const verifyUrl = (request: FastifyRequest, code: string) => `${originOf(request)}${VERIFY_PAGE}/${code}`;
  const keysUrl = (request: FastifyRequest, tenantId: string) =>
    `${originOf(request)}${trainingPath(trainingPaths.issuerKeys, { tenantId })}`;

  app.get(trainingPaths.certificateList, signedIn, async (request) => {
    const page = parseInput(ZCertificateListSchema, request.query, request);
    const { rows, totalNum } = await listMyCertificates(db, actorOf(request), page);
    return ok(
      request,
      paged(
        rows.map((row) => presentCertificate(row, verifyUrl(request, row.code))),
        totalNum,
        page.pageSize,
      ),
    );
  });

  app.get(trainingPaths.certificateDetail, signedIn, async (request) => {
    const { id } = parseInput(ZCertificateRefSchema, request.query, request);
    const row = await getMyCertificate(db, actorOf(request), id);
    return ok(request, { ...presentCertificate(row, verifyUrl(request, row.code)), body: row.body });
  });

  app.get(trainingPaths.certificatePdf, signedIn, async (request, reply) => {
    const { id } = parseInput(ZCertificateRefSchema, request.query, request);
    const row = await getMyCertificate(db, actorOf(request), id);
    const day = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString().slice(0, 10));
    const pdf = certificatePdf({
      title: row.title,
      holderName: row.holder_name,
      issuer: row.issuer,
      body: row.body,
      code: row.code,
      issuedOn: day(row.issued_at),
      validUntil: row.valid_until === null ? '' : day(row.valid_until),
      verifyUrl: verifyUrl(request, row.code),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="certificate-${row.code}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  const credentialOf = (request: FastifyRequest, row: CertificateRow) =>
    signCredential(db, {
      tenantId: row.tenant_id,
      code: row.code,
      holderName: row.holder_name,
      title: row.title,
      issuer: row.issuer,
      issuedAt: row.issued_at,
      validUntil: row.valid_until,
      revoked: row.revoked_at !== null,
      verifyUrl: verifyUrl(request, row.code),
      keysUrl: keysUrl(request, row.tenant_id),
    });

  // Public: anyone holding the code (printed as a QR on the certificate) may check it; revocation shows at once.
  app.get(trainingPaths.verify, anonymous, async (request, reply) => {
    const input = parseInput(
      ZCertificateVerifySchema,
      { ...(request.query as object), code: (request.params as { code?: string }).code },
      request,
    );
    const row = await findCertificateByCode(db, input.code);
    const jwt = await credentialOf(request, row);
    reply.header('cache-control', 'no-store');
    if (input.format === 'vc') return reply.header('content-type', 'application/vc+jwt').send(jwt);
    return ok(request, presentVerification(row, trainingClock.now(), jwt, keysUrl(request, row.tenant_id)));
  });

  app.get(trainingPaths.issuerKeys, anonymous, async (request) => {
    const { tenantId } = parseInput(ZIssuerKeysSchema, request.params, request);
    return ok(request, { keys: await publicKeysOf(db, tenantId) });
  });
}
