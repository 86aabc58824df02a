// Builds the reply envelope {resCode, resMsg, response} of DESIGN §3 for successes and failures.
import { errorCatalogue, type Lang, type MessageKey, translate } from '@elearning/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from './app-error.ts';

export type Envelope<T> = { resCode: number; resMsg: string; response: T };

/** A success envelope in the caller's language. */
export function ok<T>(
  request: FastifyRequest,
  response: T,
  message: MessageKey = 'common.success',
): Envelope<T> {
  return { resCode: 200, resMsg: translate(message, request.lang, undefined), response };
}

export type ErrorBody = Envelope<unknown> & { error?: string; error_description?: string };

/** The envelope of a catalogued failure, with its HTTP status. */
export function errorEnvelope(error: AppError, lang: Lang): { status: number; body: ErrorBody } {
  const entry = errorCatalogue[error.code];
  const resMsg =
    error.options.fields && error.options.fields.length > 0 && error.code === 'VALIDATION_FAILED'
      ? error.options.fields.map((f) => f.message).join('；')
      : translate(entry.message, lang, error.options.params);
  const response = error.options.fields ? { fields: error.options.fields } : (error.options.response ?? null);
  return { status: entry.status, body: { resCode: entry.resCode, resMsg, response } };
}

export function sendError(reply: FastifyReply, error: AppError, lang: Lang, extra?: Record<string, unknown>) {
  const { status, body } = errorEnvelope(error, lang);
  if (error.options.headers) reply.headers(error.options.headers);
  return reply.code(status).send(extra ? { ...body, ...extra } : body);
}
