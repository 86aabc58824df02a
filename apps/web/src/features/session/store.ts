// The session store (SPEC §3 "Session"): who is signed in and what the shell needs about them —
// user and role info, identity (kept per tab in sessionStorage), privileges and menu tree, site
// customisation, search history, dictionary cache and unread count. Persisted through the storage helper.
import { DEFAULT_TENANT, Identity } from '@elearning/shared';
import { useSyncExternalStore } from 'react';
import { type StoreKind, store } from '../../lib/storage/store.ts';
import { tokens } from './tokens.ts';
import type { DictItem, DomainInfo, MenuNode, OrgPrivilege, RoleInfo, UserInfo } from './types.ts';

export type SessionState = {
  /** The access token this tab was rendered with (compared with the auth cookie on page visibility). */
  token: string | undefined;
  tenantId: string;
  user: UserInfo | undefined;
  role: RoleInfo | undefined;
  identity: Identity;
  permissions: string[];
  menus: MenuNode[];
  orgPrivileges: OrgPrivilege[];
  diy: DomainInfo | undefined;
  searchHistory: string[];
  dictCache: Record<string, DictItem[]>;
  unreadCount: number;
};

type Persisted = Exclude<keyof SessionState, 'token' | 'unreadCount'>;

/** Where each persisted field is stored. */
const persistence: Record<Persisted, { name: string; kind: StoreKind }> = {
  tenantId: { name: 'tenant-id', kind: 'local' },
  user: { name: 'user-info', kind: 'local' },
  role: { name: 'role-info', kind: 'local' },
  identity: { name: 'identity', kind: 'session' },
  permissions: { name: 'permissions', kind: 'local' },
  menus: { name: 'menus', kind: 'local' },
  orgPrivileges: { name: 'org-privileges', kind: 'local' },
  diy: { name: 'diy-info', kind: 'local' },
  searchHistory: { name: 'search-history', kind: 'local' },
  dictCache: { name: 'dict-cache', kind: 'session' },
};

const signedOut = (): SessionState => ({
  token: undefined,
  tenantId: tokens.tenant(),
  user: undefined,
  role: undefined,
  identity: Identity.learner,
  permissions: [],
  menus: [],
  orgPrivileges: [],
  diy: undefined,
  searchHistory: [],
  dictCache: {},
  unreadCount: 0,
});

function read<K extends Persisted>(field: K): SessionState[K] | undefined {
  const { name, kind } = persistence[field];
  return store.get<SessionState[K]>(name, { kind });
}

function hydrate(): SessionState {
  const base = signedOut();
  const token = tokens.access();
  return {
    ...base,
    token,
    tenantId: read('tenantId') ?? DEFAULT_TENANT,
    searchHistory: read('searchHistory') ?? [],
    diy: read('diy'),
    ...(token
      ? {
          user: read('user'),
          role: read('role'),
          identity: read('identity') ?? read('role')?.identity ?? Identity.learner,
          permissions: read('permissions') ?? [],
          menus: read('menus') ?? [],
          orgPrivileges: read('orgPrivileges') ?? [],
          dictCache: read('dictCache') ?? {},
        }
      : {}),
  };
}

let state: SessionState = hydrate();
const listeners = new Set<() => void>();

export const sessionStore = {
  get: (): SessionState => state,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Merges a change, persists the persisted fields and notifies subscribers. */
  update(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    for (const key of Object.keys(patch) as (keyof SessionState)[]) {
      if (key === 'token' || key === 'unreadCount') continue;
      const { name, kind } = persistence[key];
      const value = state[key];
      if (value === undefined) store.remove(name, kind);
      else store.set(name, value, kind);
    }
    for (const listener of listeners) listener();
  },

  /** Forgets everything about the signed-in user; the search history and tenant stay with the browser. */
  reset(): void {
    for (const field of [
      'user',
      'role',
      'identity',
      'permissions',
      'menus',
      'orgPrivileges',
      'diy',
      'dictCache',
    ] as const) {
      store.remove(persistence[field].name, persistence[field].kind);
    }
    state = { ...signedOut(), searchHistory: state.searchHistory, tenantId: state.tenantId };
    for (const listener of listeners) listener();
  },
};

/** Subscribes a component to one slice of the session; the selector must return stable values. */
export function useSession<T>(selector: (session: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => selector(sessionStore.get()),
    () => selector(sessionStore.get()),
  );
}
