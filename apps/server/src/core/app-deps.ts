// The shared services every module reaches through `app.deps`, built once per app instance.
import type { AppConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
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
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
