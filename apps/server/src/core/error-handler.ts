// Turns every failure into the envelope: catalogued errors keep their code, framework errors are
// mapped to their class, anything else is a logged 500 whose stack never reaches the client.
import { pickLang, translate } from '@elearning/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, isAppError } from './app-error.ts';
import { errorEnvelope, sendError } from './envelope.ts';

/** The RFC 6749 §5.2 `error` of a failure on an OAuth endpoint, by what failed rather than by status. */
function oauthErrorName(error: AppError, status: number): string {
  switch (error.code) {
    case 'UNSUPPORTED_GRANT':
      return 'unsupported_grant_type';
    case 'INVALID_CLIENT':
      return 'invalid_client';
    case 'INVALID_CREDENTIALS':
    case 'CAPTCHA_REQUIRED':
    case 'CAPTCHA_INVALID':
    case 'REFRESH_INVALID':
    case 'TICKET_INVALID':
    case 'ACCOUNT_DISABLED':
      return 'invalid_grant';
    case 'TENANT_UNAVAILABLE':
      return 'access_denied';
    default:
      if (status === 429) return 'slow_down';
      if (status >= 500) return 'server_error';
      return 'invalid_request';
  }
}

function fromFrameworkError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_VALIDATION':
      return new AppError('BAD_REQUEST');
    default:
      if (error.statusCode === 400 || error instanceof SyntaxError) return new AppError('BAD_REQUEST');
      if (error.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
      if (error.statusCode === 429) return new AppError('TOO_MANY_REQUESTS');
      return undefined;
  }
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((rawError: FastifyError, request, reply) => {
    const known = isAppError(rawError) ? rawError : fromFrameworkError(rawError);
    const lang = request.lang ?? 'zh-CN';
    if (!known) request.log.error({ err: rawError }, 'unhandled error');
    else if (known.code === 'INTERNAL') request.log.error({ err: rawError }, 'internal error');
    const error = known ?? new AppError('INTERNAL');
    if (request.routeOptions.config?.oauth) {
      const { status, body } = errorEnvelope(error, lang);
      return sendError(reply, error, lang, {
        error: oauthErrorName(error, status),
        error_description: body.resMsg,
      });
    }
    return sendError(reply, error, lang);
  });
}

/**
 * Fastify's `frameworkErrors` option: failures the router meets before any hook runs (a path segment over
 * the router's length limit, a malformed percent-encoding) would otherwise be answered with Fastify's own
 * JSON, not the envelope. They name the path as the offending field, in the caller's language.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = pickLang(request.headers['accept-language']);
  const field = 'path';
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? translate('validation.tooLong', lang, { field, max: String(MAX_PATH_PARAM_LENGTH) })
      : translate('validation.invalid', lang, { field });
  return sendError(reply, new AppError('VALIDATION_FAILED', { fields: [{ field, message }] }), lang);
}

/** The router's limit on one path parameter (Fastify's default), named in the reply above. */
export const MAX_PATH_PARAM_LENGTH = 100;
