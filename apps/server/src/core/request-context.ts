// What every request carries after the onRequest hooks: its language, client, tenant header and,
// on routes that need it, the signed-in user's context (filled by the auth module).
import type { Lang } from '@elearning/shared';

/** Route-level switches, set in `config` when a route is declared. */
export type RouteAccess = {
  /** 'required': a valid access token; 'optional': used when present; 'none' (default). */
  auth?: 'required' | 'optional' | 'none';
  /** The client's Basic credentials must be present (token endpoints). */
  client?: 'required';
  /** Only the lecturer identity may call it (enforced by the auth hook). */
  lecturerOnly?: boolean;
  /** A back-office action: the caller's role must hold this button (or menu) code (core/back-office.ts). */
  button?: string;
  /** OAuth endpoints add `error` and `error_description` to failures (DESIGN §3). */
  oauth?: boolean;
  /** A development helper: answered to callers on this machine only, 404 for anyone else (core/access.ts). */
  devOnly?: boolean;
};

export type AuthUser = {
  id: number;
  tenantId: string;
  account: string;
  name: string;
  realName: string;
  nickName: string;
  avatarUrl: string;
  phone: string | null;
  email: string;
  workNo: string;
  sex: number;
  companyId: number | null;
  orgId: number | null;
  orgName: string | null;
  positionId: number | null;
  positionName: string | null;
  isTeacher: boolean;
  isTutor: boolean;
  tutorUserId: number | null;
  isOrgAdmin: boolean;
  roleId: number;
  vipLevel: string;
  vipExpiresAt: Date | null;
};

export type AuthContext = {
  sessionId: string;
  clientId: string;
  tenantId: string;
  user: AuthUser;
};

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    /** The client id from valid Basic credentials, when sent. */
    clientId: string | undefined;
    /** The raw Tenant-Id header (validated lazily by `requireTenant`). */
    tenantHeader: string | undefined;
    auth: AuthContext | undefined;
  }
  interface FastifyContextConfig extends RouteAccess {}
}
