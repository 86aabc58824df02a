// The shared services every module reaches through `app.deps`, built once per app instance.
import type { AppConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { FileStorage } from '../storage/index.ts';
import type { createParamDecryptor } from './param-crypto.ts';
import type { Secrets } from './secrets.ts';
import type { TenantResolver } from './tenants.ts';

export type AppDeps = {
  config: AppConfig;
  database: Database;
  db: Db;
  secrets: Secrets;
  tenants: TenantResolver;
  decryptParams: ReturnType<typeof createParamDecryptor>;
  /** Where uploaded files live (storage/index.ts). */
  storage: FileStorage;
  /** Open websockets and delivery to them (realtime/hub.ts). */
  realtime: RealtimeHub;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
