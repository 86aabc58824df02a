// Receives one multipart upload (SPEC §7 `/eln/upload`) and streams it to storage: the upload token is
// checked before any file byte is read, the name and extension before the content, the magic bytes on
// the first kilobyte, and the size limit of the file's kind on every chunk, stopping at the limit. The
// file is never held in memory; a refused, failed or cancelled upload leaves nothing on disk.
import { randomUUID } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import {
  checkUpload,
  type ErrorCode,
  errorCatalogue,
  isSafeFileName,
  type MessageKey,
  UPLOAD_RULES,
  type UploadKind,
  ZUploadFieldsSchema,
} from '@elearning/shared';
import type { MultipartFile } from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/index.ts';
import { mimeOf } from './file-types.ts';
import { createContentCheck } from './magic-bytes.ts';
import type { FileRow } from './queries.ts';
import { createFileRecord, storageKeyFor } from './record-service.ts';
import { type UploadClaims, verifyUploadToken } from './upload-token.ts';

/** The largest file any kind accepts: the multipart parser's own hard stop sits one byte above it. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));
/** Room for the multipart envelope and the few text fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES + 1,
  files: 1,
  fields: 8,
  fieldSize: 4096,
  parts: 10,
  headerPairs: 50,
};

/** Refuses before reading the body: a declared length past every limit, or a body that is not multipart. */
export function refuseEarly(request: FastifyRequest): void {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  if (!request.isMultipart()) throw new AppError('FILE_MISSING');
}

/** The catalogued error whose message is this key (the upload rules speak in message keys). */
function errorFor(message: MessageKey): ErrorCode {
  const entry = Object.entries(errorCatalogue).find(([, value]) => value.message === message);
  return (entry?.[0] as ErrorCode | undefined) ?? 'BAD_REQUEST';
}

export type UploadContext = {
  request: FastifyRequest;
  db: Db;
  storage: FileStorage;
  secret: string;
};

export type ReceivedUpload = { file: FileRow; claims: UploadClaims };

/** The token of the request: `X-Upload-Token` header, `token` query parameter, or a form field before the file. */
export function tokenOf(request: FastifyRequest, fields: Record<string, string> = {}): string | undefined {
  const header = request.headers['x-upload-token'];
  const query = (request.query ?? {}) as Record<string, unknown>;
  const candidates = [
    Array.isArray(header) ? header[0] : header,
    query.token,
    fields.token,
    fields.uploadToken,
  ];
  return candidates.find((value): value is string => typeof value === 'string' && value !== '');
}

/** Verifies a token for this request: sealed by us, unexpired, of the request's tenant, of a live user. */
export async function checkToken(ctx: UploadContext, token: string | undefined): Promise<UploadClaims> {
  if (!token) throw new AppError('UPLOAD_TOKEN_MISSING');
  const claims = verifyUploadToken(ctx.secret, token);
  if (claims === 'invalid') throw new AppError('UPLOAD_TOKEN_INVALID');
  if (claims === 'expired') throw new AppError('UPLOAD_TOKEN_EXPIRED');
  const tenantHeader = ctx.request.tenantHeader;
  if (tenantHeader && tenantHeader !== claims.tenantId) throw new AppError('UPLOAD_TOKEN_WRONG_TENANT');
  const [owner] = await ctx.db
    .select({ disabled: users.disabled })
    .from(users)
    .where(and(eq(users.tenantId, claims.tenantId), eq(users.id, claims.userId)))
    .limit(1);
  if (!owner || owner.disabled) throw new AppError('UPLOAD_TOKEN_INVALID');
  return claims;
}

function sizeLimit(maxBytes: number, tooLarge: () => Error): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(tooLarge());
      else callback(null, chunk);
    },
  });
}

/** Reads the form up to its file part and stores that file; fields after the file are ignored. */
export async function receiveUpload(ctx: UploadContext, early: UploadClaims | null): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  const parts = ctx.request.parts({ limits: MULTIPART_LIMITS, preservePath: true });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const claims = early ?? (await checkToken(ctx, tokenOf(ctx.request, fields)));
    const { public: isPublic } = ZUploadFieldsSchema.parse(fields);
    const file = await storePart(ctx, part, claims, isPublic ?? false);
    return { file, claims };
  }
  throw new AppError('FILE_MISSING');
}

async function storePart(
  ctx: UploadContext,
  part: MultipartFile,
  claims: UploadClaims,
  isPublic: boolean,
): Promise<FileRow> {
  const fileName = part.filename ?? '';
  if (fileName === '') throw new AppError('FILE_MISSING');
  if (!isSafeFileName(fileName)) throw new AppError('FILE_NAME_INVALID');
  const rule = checkUpload({ fileName, size: 0 });
  if (!rule.ok) throw new AppError(errorFor(rule.message));
  if (claims.videoId && rule.kind !== 'video') throw new AppError('FILE_WRONG_FORMAT');
  const kind: UploadKind = rule.kind;
  const { maxBytes, tooLarge } = UPLOAD_RULES[kind];

  const id = randomUUID();
  const storedName = `${id}.${rule.ext}`;
  const storageKey = storageKeyFor(claims.tenantId, storedName);
  const raw = ctx.request.raw;

  let failure: Error | undefined;
  const source = pipeline(
    part.file,
    sizeLimit(maxBytes, () => new AppError(errorFor(tooLarge))),
    createContentCheck(rule.ext, () => new AppError('FILE_CONTENT_MISMATCH')),
    (error) => {
      if (error) failure ??= error;
    },
  );
  // A client that goes away mid-file (cancel, closed tab) ends the request without ending the part.
  const onClose = () => {
    if (!raw.complete) part.file.destroy(new AppError('UPLOAD_INCOMPLETE'));
  };
  raw.once('close', onClose);
  let stored: Awaited<ReturnType<FileStorage['put']>>;
  try {
    stored = await ctx.storage.put(storageKey, source);
  } catch (error) {
    if (failure instanceof AppError) throw failure;
    if (error instanceof AppError) throw error;
    if (!raw.complete || raw.destroyed) throw new AppError('UPLOAD_INCOMPLETE');
    throw error;
  } finally {
    raw.off('close', onClose);
  }
  if (part.file.truncated) {
    await ctx.storage.delete(storageKey);
    throw new AppError(errorFor(tooLarge));
  }
  try {
    return await createFileRecord(ctx.db, {
      id,
      tenantId: claims.tenantId,
      ownerUserId: claims.userId,
      originalName: fileName,
      storedName,
      storageKey,
      ext: rule.ext,
      kind,
      mime: mimeOf(rule.ext),
      size: stored.size,
      sha256: stored.sha256,
      isPublic,
    });
  } catch (error) {
    await ctx.storage.delete(storageKey);
    throw error;
  }
}
