// Who may record a page view, decided in one place: anyone (the opening path is anonymous), but only for
// a tenant that exists and is enabled; the view is the signed-in caller's when a token was sent.
import type { FastifyRequest } from 'fastify';
import { visitorOf } from '../../core/actor.ts';
import type { TenantResolver } from '../../core/tenants.ts';

export type PageViewer = { tenantId: string; userId: number | null };

/** The tenant and user a page view is filed under; UNKNOWN_TENANT / TENANT_UNAVAILABLE otherwise. */
export async function pageViewerOf(tenants: TenantResolver, request: FastifyRequest): Promise<PageViewer> {
  const { actor } = visitorOf(request);
  const tenant = await tenants.requireTenant(request, actor?.tenantId);
  return { tenantId: tenant.id, userId: actor?.userId ?? null };
}
