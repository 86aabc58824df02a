// What every part of the file service shares within one app: database, storage, signing secret, the
// external tools, and the two job queues (documents and media run apart, each one job at a time).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../storage/index.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
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

/** The file services of an app (tests and factories reach its storage and queues). */
export function fileServicesOf(app: FastifyInstance): FileServices {
  const services = servicesByApp.get(app);
  if (!services) throw new Error('The file module is not registered on this app');
  return services;
}
