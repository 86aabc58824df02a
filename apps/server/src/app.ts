// Builds the Fastify application: core hooks, every domain's routes, and the built web app.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { WEBSOCKET } from '@elearning/shared';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { AppConfig } from './config.ts';
import type { AppDeps } from './core/app-deps.ts';
import { AppError } from './core/app-error.ts';
import { startDomainEventDispatcher } from './core/domain-events.ts';
import { answerFrameworkError, MAX_PATH_PARAM_LENGTH, registerErrorHandling } from './core/error-handler.ts';
import { forgetKeptInMemory } from './core/kept-in-memory.ts';
import { createParamDecryptor, isEncryptedParams } from './core/param-crypto.ts';
import { OneLineRequestLog, prettyLogStream, redactUrl } from './core/request-log.ts';
import { recordRoutes } from './core/route-table.ts';
import type { Secrets } from './core/secrets.ts';
import { registerSecurityHeaders } from './core/security-headers.ts';
import { createTenantResolver } from './core/tenants.ts';
import type { Database } from './db/client.ts';
import { registerAuthHooks } from './modules/auth/auth-hook.ts';
import { createSessionLoader } from './modules/auth/session-loader.ts';
import { createTokenSigner } from './modules/auth/tokens.ts';
import { startExamSweeper } from './modules/exam/sweeper.ts';
import { registerModules } from './modules/index.ts';
import { createRealtimeHub } from './realtime/hub.ts';
import { createStorage } from './storage/index.ts';

export type BuildAppOptions = {
  config: AppConfig;
  database: Database;
  secrets: Secrets;
  logger?: boolean;
};

export { redactUrl };

function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, secrets } = options;
  // Facts an earlier app of this process kept are of another database (tests build many apps in one process).
  forgetKeptInMemory();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: serializeRequestForLog },
            ...(config.logFormat === 'pretty' ? { stream: prettyLogStream() } : {}),
          },
    logController: new OneLineRequestLog(),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
  });

  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    secrets,
    tenants: createTenantResolver(database.db),
    decryptParams: createParamDecryptor(secrets.rsaPrivateKeyPem),
    storage: createStorage({ dataDir: config.dataDir, signingSecret: secrets.urlSigningSecret }),
    realtime: createRealtimeHub({
      pool: database.pool,
      log: app.log,
      tooManyCloseCode: WEBSOCKET.closeCodes.tooMany,
    }),
  };
  app.decorate('deps', deps);
  const signer = createTokenSigner(secrets.jwtSecret, config.accessTokenTtlSeconds);

  recordRoutes(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await app.register(formbody);
  const loadSession = createSessionLoader(database.db, deps.realtime);
  registerAuthHooks(app, { signer, loadSession });

  // Encrypted parameters (SPEC §7) are opened before any route validates them.
  app.addHook('preValidation', async (request) => {
    if (isEncryptedParams(request.body)) request.body = deps.decryptParams(request.body);
    else if (isEncryptedParams(request.query)) request.query = deps.decryptParams(request.query);
  });

  await registerModules(app, { signer, loadSession });
  // App-lifetime services: started when the app is ready, stopped when it closes.
  startExamSweeper(app);
  if (config.domainEventsDispatch) {
    const stopDomainEvents = startDomainEventDispatcher(app.deps.db, (error) => app.log.error(error));
    app.addHook('onClose', () => stopDomainEvents());
  }
  await registerWebApp(app, config);
  return app;
}

/**
 * Serves the built web apps: /admin and /admin/* get the back office's admin.html, other unknown non-API
 * paths the learner site's index.html, unknown API paths a 404 envelope.
 */
async function registerWebApp(app: FastifyInstance, config: AppConfig) {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const adminFile = path.join(config.webDistDir, 'admin.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    // Top-level files (index.html, favicon) are listed at start-up; hashed chunks under /assets are looked
    // up per request, so a rebuilt web app is served without restarting the server.
    await app.register(fastifyStatic, { root: config.webDistDir, wildcard: false, index: false });
    await app.register(fastifyStatic, {
      root: path.join(config.webDistDir, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      decorateReply: false,
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = !url.startsWith('/api') && !url.startsWith('/assets/');
    if (isPage && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // /admin and /admin/* are the back office's own app (apps/web/admin.html).
      const page = /^\/admin(\/|$)/.test(url) && existsSync(adminFile) ? 'admin.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    throw new AppError('ROUTE_NOT_FOUND', { params: { path: url.slice(0, 200) } });
  });
}
