// Who is calling: the one `Actor` every module reads the caller from, built from the request's verified
// session. Modules never reach into `request.auth` themselves, so the caller is described once.
import { DEFAULT_TENANT } from '@elearning/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import type { AuthUser } from './request-context.ts';

/** The signed-in caller, in the product's words. */
export type Actor = {
  tenantId: string;
  userId: number;
  sessionId: string;
  clientId: string;
  orgId: number | null;
  positionId: number | null;
  isLecturer: boolean;
  isTutor: boolean;
  isOrgAdmin: boolean;
  /** Back-office role; 0 = none (SPEC §6). */
  roleId: number;
  /** The whole profile, for replies that show it (user-info) and services that need a name. */
  user: AuthUser;
};

/** A caller who may be anonymous (opening routes, optional sign-in): the tenant is always known. */
export type Visitor = { tenantId: string; actor: Actor | null };

const actors = new WeakMap<FastifyRequest, Actor>();

/** The signed-in caller of a route declared `signedIn` (or `lecturerOnly`); 401 when there is none. */
export function actorOf(request: FastifyRequest): Actor {
  const cached = actors.get(request);
  if (cached) return cached;
  const auth = request.auth;
  if (!auth) throw new AppError('UNAUTHORIZED');
  const actor = actorFromUser(auth.user, auth.tenantId, auth.sessionId, auth.clientId);
  actors.set(request, actor);
  return actor;
}

/** The Actor of a user profile: the caller's own (above), or a user acted for without a request. */
export function actorFromUser(user: AuthUser, tenantId: string, sessionId: string, clientId: string): Actor {
  return {
    tenantId,
    userId: user.id,
    sessionId,
    clientId,
    orgId: user.orgId,
    positionId: user.positionId,
    isLecturer: user.isTeacher,
    isTutor: user.isTutor,
    isOrgAdmin: user.isOrgAdmin,
    roleId: user.roleId,
    user,
  };
}

/** The caller when signed in, else null. */
export function optionalActorOf(request: FastifyRequest): Actor | null {
  return request.auth ? actorOf(request) : null;
}

/**
 * The tenant a request acts in: the signed-in user's; for anonymous callers the Tenant-Id header, else a
 * `tenantId` query parameter (links opened outside the app), else the default tenant. It is not checked to
 * exist here: `app.deps.tenants.requireTenant` does that where an anonymous route reads tenant data.
 */
export function tenantOf(request: FastifyRequest): string {
  if (request.auth) return request.auth.tenantId;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const fromQuery = typeof query.tenantId === 'string' ? query.tenantId : undefined;
  return request.tenantHeader || fromQuery || DEFAULT_TENANT;
}

/** The caller of a route open to anonymous visitors. */
export function visitorOf(request: FastifyRequest): Visitor {
  return { tenantId: tenantOf(request), actor: optionalActorOf(request) };
}
