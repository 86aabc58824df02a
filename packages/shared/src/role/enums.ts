// States of the role domain: the kinds of role and the data scopes a role grants (issue 20 item 2).
import type { ValueOf } from '../common/types.ts';

/** `custom` holds the codes it is given; `tenantAdmin` every code of its tenant; `platformAdmin` also the tenants'. */
export const RoleKind = {
  custom: 'custom',
  tenantAdmin: 'tenantAdmin',
  platformAdmin: 'platformAdmin',
} as const;
export type RoleKind = ValueOf<typeof RoleKind>;

/** What a role's lists and changes reach: the whole tenant, the holder's org unit and below, own records. */
export const DataScopeKind = { all: 'all', orgSubtree: 'orgSubtree', own: 'own' } as const;
export type DataScopeKind = ValueOf<typeof DataScopeKind>;
