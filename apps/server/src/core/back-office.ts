// Back-office privileges, decided once: whether a caller's role holds a menu or button code. The auth hook
// asks it for every route declared `backOffice(code)` (core/access.ts); services ask it for codes that change
// what an action may do; core/data-scope.ts reads the role's data scope from the same entry. The role module
// manages roles and their codes; this file only answers.
//
// What a role holds is kept in process per (database, tenant, role), so a warm request makes no database
// round trip. The role module announces every change of a role (`announceRoleChange`, after the commit)
// through the realtime hub, which runs the invalidation here and on every other instance (NOTIFY). While the
// hub is not listening nothing is kept, and an entry is read again after ROLE_ENTRY_MAX_AGE_MS regardless.
import { allPrivilegeCodes, DataScopeKind, isPlatformPrivilege, RoleKind } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { col, queryRows } from '../db/rows.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { AuthContext } from './request-context.ts';

/** The hub topic of role invalidations. */
export const ROLE_EVENTS = 'role.privileges';
export const ROLE_ENTRY_MAX_AGE_MS = 60_000;

/** What one role grants: its codes (every code for an administrator role) and its data scope. */
export type RoleGrant = {
  roleId: number;
  kind: RoleKind;
  codes: ReadonlySet<string>;
  dataScope: DataScopeKind;
};

/** A role change: one role (privileges, scope, disabled, deleted) or every role of a tenant. */
export type RoleChange = { tenantId: string; roleId?: number };

type RoleHub = Pick<RealtimeHub, 'publish' | 'subscribe' | 'listening' | 'onListeningChange'>;
type Entry = { grant: RoleGrant; loadedAt: number };
type Cache = { hub: RoleHub; entries: Map<string, Entry>; generation: number };

const NOTHING: ReadonlySet<string> = new Set();
const caches = new WeakMap<Db, Cache>();

const keyOf = (tenantId: string, roleId: number) => `${tenantId}\u0000${roleId}`;

function isRoleChange(value: unknown): value is RoleChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  return (
    typeof change.tenantId === 'string' && (change.roleId === undefined || typeof change.roleId === 'number')
  );
}

/**
 * Keeps role grants of this database in memory, forgotten on every announced change. Called once per app
 * (the role module registers it); without it every check reads the database.
 */
export function watchRolePrivileges(db: Db, hub: RoleHub): void {
  const cache: Cache = { hub, entries: new Map(), generation: 0 };
  caches.set(db, cache);
  hub.subscribe(ROLE_EVENTS, (payload) => {
    if (!Array.isArray(payload)) return;
    cache.generation += 1;
    for (const change of payload) {
      if (!isRoleChange(change)) continue;
      if (change.roleId !== undefined) cache.entries.delete(keyOf(change.tenantId, change.roleId));
      else
        for (const key of cache.entries.keys())
          if (key.startsWith(`${change.tenantId}\u0000`)) cache.entries.delete(key);
    }
  });
  hub.onListeningChange(() => {
    cache.generation += 1;
    cache.entries.clear();
  });
}

/** Tells every instance (this one first) that roles changed. Call it after the change has committed. */
export async function announceRoleChange(
  hub: Pick<RealtimeHub, 'publish'>,
  ...changes: RoleChange[]
): Promise<void> {
  if (changes.length > 0) await hub.publish(ROLE_EVENTS, changes);
}

function grantFrom(
  roleId: number,
  kind: string,
  dataScope: string,
  disabled: boolean,
  codes: string[],
): RoleGrant {
  const roleKind = Object.values(RoleKind).find((value) => value === kind) ?? RoleKind.custom;
  const scope = Object.values(DataScopeKind).find((value) => value === dataScope) ?? DataScopeKind.own;
  if (disabled) return { roleId, kind: RoleKind.custom, codes: NOTHING, dataScope: DataScopeKind.own };
  if (roleKind === RoleKind.platformAdmin)
    return { roleId, kind: roleKind, codes: allPrivilegeCodes, dataScope: scope };
  if (roleKind === RoleKind.tenantAdmin) {
    const codes = new Set([...allPrivilegeCodes].filter((code) => !isPlatformPrivilege(code)));
    return { roleId, kind: roleKind, codes, dataScope: scope };
  }
  // A custom role never holds a platform code, whatever was stored.
  return {
    roleId,
    kind: roleKind,
    codes: new Set(codes.filter((code) => !isPlatformPrivilege(code))),
    dataScope: scope,
  };
}

function textsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Reads one role's grant from the database (a missing role grants nothing). */
export async function readRoleGrant(db: DbOrTx, tenantId: string, roleId: number): Promise<RoleGrant> {
  const none: RoleGrant = { roleId, kind: RoleKind.custom, codes: NOTHING, dataScope: DataScopeKind.own };
  if (roleId === 0) return none;
  const rows = await queryRows(
    db,
    sql`select r.kind, r.data_scope, r.disabled,
               coalesce((select json_agg(p.code) from role_privileges p where p.role_id = r.id), '[]'::json) as codes
          from roles r where r.tenant_id = ${tenantId} and r.id = ${roleId}`,
    { kind: col.text, data_scope: col.text, disabled: col.bool, codes: col.json<unknown>() },
  );
  const row = rows[0];
  return row ? grantFrom(roleId, row.kind, row.data_scope, row.disabled, textsOf(row.codes)) : none;
}

/** The caller's role grant, from memory when nothing changed since it was read. */
export async function roleGrantOf(db: Db, tenantId: string, roleId: number): Promise<RoleGrant> {
  const cache = caches.get(db);
  if (!cache?.hub.listening) return readRoleGrant(db, tenantId, roleId);
  const key = keyOf(tenantId, roleId);
  const entry = cache.entries.get(key);
  if (entry && Date.now() - entry.loadedAt < ROLE_ENTRY_MAX_AGE_MS) return entry.grant;
  const generation = cache.generation;
  const grant = await readRoleGrant(db, tenantId, roleId);
  // A change announced while reading may predate what was read: keep nothing then.
  if (generation === cache.generation) cache.entries.set(key, { grant, loadedAt: Date.now() });
  return grant;
}

/** Whether the signed-in caller's role holds `code` (a menu or button privilege code). */
export async function holdsPrivilege(db: Db, auth: AuthContext, code: string): Promise<boolean> {
  if (auth.user.roleId === 0) return false;
  const grant = await roleGrantOf(db, auth.tenantId, auth.user.roleId);
  return grant.codes.has(code);
}
