// The org domain's factories: a tenant administrator or an org admin limited to a subtree, a small tree of
// units, and a JSON call with any method (PUT included) through the real app.
import { DataScopeKind, orgCodes, RoleKind } from '@elearning/shared';
import { userGroupMembers, userGroups } from '../../db/schema/index.ts';
import { WEB_CLIENT_BASIC } from '../../test/api-client.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, uniqueSuffix } from '../../test/factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';

/** Every org code (menus and buttons) for a custom role. */
export const ALL_ORG_CODES = Object.values(orgCodes);

/** A tenant administrator (every code, whole tenant). */
export function makeTenantAdmin(testApp: TestApp, tenantId = 'learn') {
  return makeBackOfficeUser(testApp, { kind: RoleKind.tenantAdmin, tenantId });
}

/** An org admin: every org code, data scope = their own unit and below. */
export async function makeSubtreeAdmin(testApp: TestApp, orgId: number, tenantId = 'learn') {
  return makeBackOfficeUser(testApp, {
    codes: ALL_ORG_CODES,
    dataScope: DataScopeKind.orgSubtree,
    orgId,
    tenantId,
  });
}

/** A root unit with two children, and a grandchild under the first. */
export async function makeUnitTree(testApp: TestApp, tenantId = 'learn') {
  const root = await makeOrgUnit(testApp, { tenantId });
  const left = await makeOrgUnit(testApp, { tenantId, parentId: root.id });
  const right = await makeOrgUnit(testApp, { tenantId, parentId: root.id });
  const leaf = await makeOrgUnit(testApp, { tenantId, parentId: left.id });
  return { root, left, right, leaf };
}

export async function callJson<T = unknown>(
  testApp: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: {
    token: string;
    body?: unknown;
    query?: Record<string, string | number>;
    tenant?: string;
    lang?: string;
  },
) {
  const reply = await testApp.app.inject({
    method,
    url,
    query: options.query
      ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
      : undefined,
    headers: {
      authorization: WEB_CLIENT_BASIC,
      'tenant-id': options.tenant ?? 'learn',
      accesstoken: `bearer ${options.token}`,
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
  return { status: reply.statusCode, body: reply.json() as { resCode: number; resMsg: string; response: T } };
}

/** A user group of the tenant with the given members, as the group service stores it. */
export async function makeUserGroup(
  testApp: TestApp,
  options: { tenantId?: string; name?: string; memberIds?: number[] } = {},
) {
  const tenantId = options.tenantId ?? 'learn';
  const { db } = testApp.database;
  const [group] = await db
    .insert(userGroups)
    .values({ tenantId, name: options.name ?? `Group ${uniqueSuffix()}` })
    .returning();
  if (!group) throw new Error('makeUserGroup: no row');
  const memberIds = options.memberIds ?? [];
  if (memberIds.length > 0)
    await db
      .insert(userGroupMembers)
      .values(memberIds.map((userId) => ({ tenantId, groupId: group.id, userId })));
  return group;
}
