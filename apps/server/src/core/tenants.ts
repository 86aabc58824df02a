// Resolves the tenant a request is for, with a short in-process cache (tenants change rarely).
import { DEFAULT_TENANT } from '@elearning/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { tenants } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

export type Tenant = typeof tenants.$inferSelect;

const CACHE_MS = 5_000;
const TENANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function createTenantResolver(db: Db) {
  const cache = new Map<string, { tenant: Tenant | null; at: number }>();

  async function find(tenantId: string): Promise<Tenant | null> {
    const hit = cache.get(tenantId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.tenant;
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
    cache.set(tenantId, { tenant: tenant ?? null, at: Date.now() });
    return tenant ?? null;
  }

  /** The active tenant named by the request (header, else the given fallback, else 'learn'). */
  async function requireTenant(request: FastifyRequest, explicit?: string): Promise<Tenant> {
    const tenantId = explicit || request.tenantHeader || DEFAULT_TENANT;
    if (!TENANT_ID_PATTERN.test(tenantId)) throw new AppError('UNKNOWN_TENANT');
    const tenant = await find(tenantId);
    if (!tenant) throw new AppError('UNKNOWN_TENANT');
    if (tenant.disabled) throw new AppError('TENANT_UNAVAILABLE');
    return tenant;
  }

  return { find, requireTenant, forget: (tenantId: string) => cache.delete(tenantId) };
}

export type TenantResolver = ReturnType<typeof createTenantResolver>;
