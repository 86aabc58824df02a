// What every part of the file service shares within one app: database, storage, signing secret, the
// external tools, and the two job queues (documents and media run apart, each one job at a time).
import { DEFAULT_TENANT } from '@elearning/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../storage/index.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import type { Viewer } from './policy.ts';
import { createTools, type Tools } from './tools.ts';

export type FileServices = {
  db: Db;
  storage: FileStorage;
  secret: string;
  tools: Tools;
  documentQueue: JobQueue;
  mediaQueue: JobQueue;
  log: FastifyBaseLogger;
  uploadDomain: string | undefined;
};

const servicesByApp = new WeakMap<FastifyInstance, FileServices>();

export function createFileServices(app: FastifyInstance): FileServices {
  const { db, storage, secrets, config } = app.deps;
  const onError = (key: string, error: unknown) => app.log.error({ err: error, job: key }, 'file job failed');
  const services: FileServices = {
    db,
    storage,
    secret: secrets.urlSigningSecret,
    tools: createTools(config),
    documentQueue: createJobQueue(onError),
    mediaQueue: createJobQueue(onError),
    log: app.log,
    uploadDomain: config.uploadDomain,
  };
  servicesByApp.set(app, services);
  return services;
}

/** The file services of an app (tests wait on its queues). */
export function fileServicesOf(app: FastifyInstance): FileServices {
  const services = servicesByApp.get(app);
  if (!services) throw new Error('The file module is not registered on this app');
  return services;
}

/** The signed-in caller as the policy sees them, or null. */
export function viewerOf(request: FastifyRequest): Viewer {
  return request.auth ? { tenantId: request.auth.tenantId, userId: request.auth.user.id } : null;
}

/** The tenant a lookup is for: the signed-in user's, else the Tenant-Id header or `tenantId` query, else 'learn'. */
export function tenantOf(request: FastifyRequest): string {
  if (request.auth) return request.auth.tenantId;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const fromQuery = typeof query.tenantId === 'string' ? query.tenantId : undefined;
  return request.tenantHeader || fromQuery || DEFAULT_TENANT;
}

/** `https://host[:port]` of this request, for absolute addresses in replies. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
