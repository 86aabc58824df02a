// Calls of the session (docs/API.md "Auth and user"): user, role, privileges, site info, logout,
// daily login credit, dictionaries and the ?tid= ticket exchange.
import { accountPaths, authPaths, systemPaths } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { http, type TokenGrant } from '../../lib/http/index.ts';
import { sessionStore } from './store.ts';
import type { DictItem, DomainInfo, PrivilegeReply, RoleInfo, UserInfo } from './types.ts';

export const sessionApi = {
  userInfo: () => http.get<UserInfo>(authPaths.userInfo),
  roleInfo: () => http.get<RoleInfo>(authPaths.roleInfo),
  privileges: (userId?: string) => http.get<PrivilegeReply>(systemPaths.menuPrivilege, { userId }),
  domainInfo: () => http.get<DomainInfo>(systemPaths.domainInfo, undefined, { silent: true }),
  logout: () => http.get<null>(authPaths.logout, undefined, { silent: true }),
  saveLoginCredit: () =>
    http.get<{ saved: boolean }>(accountPaths.saveLoginCredit, undefined, { silent: true }),
  /** Exchanges a one-time `?tid=` ticket for a token object. */
  ticketLogin: (tid: string) =>
    http.get<TokenGrant>(authPaths.redeemTicket, { tid }, { raw: true, anonymous: true, silent: true }),
};

/** A dictionary by code, cached in the session for the tab's lifetime. */
export async function loadDict(code: string): Promise<DictItem[]> {
  const cached = sessionStore.get().dictCache[code];
  if (cached) return cached;
  const items = await http.get<DictItem[]>(systemPaths.dict, { code });
  sessionStore.update({ dictCache: { ...sessionStore.get().dictCache, [code]: items } });
  return items;
}

export const sessionKeys = {
  domain: ['session', 'domain-info'] as const,
};

/** The site's name, logo, filing number and customer-service address (public, rarely changes). */
export function useDomainInfo() {
  return useQuery({
    queryKey: sessionKeys.domain,
    queryFn: async () => {
      const info = await sessionApi.domainInfo();
      sessionStore.update({ diy: info });
      return info;
    },
    placeholderData: sessionStore.get().diy,
    staleTime: 10 * 60_000,
  });
}
