// Back-office privileges, decided once: whether a caller's role holds a menu or button code. The auth hook
// asks it for every route declared `backOffice(code)` (core/access.ts); services ask it for codes that change
// what an action may do. The role module manages roles and their codes; this file only answers.
// PROVISIONAL until the role module lands: any back-office role (role_id ≠ 0) holds every code.
import type { Db } from '../db/client.ts';
import type { AuthContext } from './request-context.ts';

/** Whether the signed-in caller's role holds `code` (a menu or button privilege code). */
export async function holdsPrivilege(_db: Db, auth: AuthContext, _code: string): Promise<boolean> {
  return auth.user.roleId !== 0;
}
