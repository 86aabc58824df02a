// Route access options, written once: every route declares who may call it with one of these, and the auth
// hook (modules/auth/auth-hook.ts) enforces it before the handler runs. The every-route sweep reads the same
// config to know what each route must refuse.
import type { RouteAccess } from './request-context.ts';

const access = <T extends RouteAccess>(config: T) => ({ config }) as const;

/** A valid access token is required (401 without one). */
export const signedIn = access({ auth: 'required' } as const);

/** Signed in with the lecturer identity (403 for everyone else). */
export const lecturerOnly = access({ auth: 'required', lecturerOnly: true } as const);

/** Anyone; the token is used when present (opening paths, public pages). */
export const signInOptional = access({ auth: 'optional' } as const);

/** Anonymous, but the calling app's Basic credentials are required (token, ticket and account endpoints). */
export const anonymousWithClient = access({ client: 'required' } as const);

/** Anonymous and without client credentials (health checks, file links signed in their URL). */
export const anonymous = access({} as const);
