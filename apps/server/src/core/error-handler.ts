// Turns every failure into the envelope: catalogued errors keep their code, framework errors are
// mapped to their class, anything else is a logged 500 whose stack never reaches the client.
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, isAppError } from './app-error.ts';
import { errorEnvelope, sendError } from './envelope.ts';

const OAUTH_ERROR_NAMES: Record<number, string> = {
  400: 'invalid_request',
  401: 'invalid_client',
  429: 'slow_down',
};

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
    const error = isAppError(rawError) ? rawError : fromFrameworkError(rawError);
    const lang = request.lang ?? 'zh-CN';
    if (!error) {
      request.log.error({ err: rawError }, 'unhandled error');
      return sendError(reply, new AppError('INTERNAL'), lang);
    }
    if (error.code === 'INTERNAL') request.log.error({ err: rawError }, 'internal error');
    if (request.routeOptions.config?.oauth) {
      const { status, body } = errorEnvelope(error, lang);
      const name =
        error.code === 'UNSUPPORTED_GRANT'
          ? 'unsupported_grant_type'
          : (OAUTH_ERROR_NAMES[status] ?? 'invalid_grant');
      return sendError(reply, error, lang, { error: name, error_description: body.resMsg });
    }
    return sendError(reply, error, lang);
  });
}
