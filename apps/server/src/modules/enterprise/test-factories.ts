// The enterprise centre's factories: an org admin of a unit (optionally administering other units too), and
// learners placed in units.
import { orgPrivileges } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeUser } from '../../test/factories.ts';

/** A signed-in org admin whose unit is `orgId`; `manages` lists the units of their org privileges. */
export async function makeOrgAdmin(
  testApp: TestApp,
  options: { orgId: number; tenantId?: string; manages?: number[] },
) {
  const tenantId = options.tenantId ?? 'learn';
  const admin = await makeSignedInUser(testApp, { tenantId, orgId: options.orgId, isOrgAdmin: true });
  for (const orgId of options.manages ?? [])
    await testApp.database.db.insert(orgPrivileges).values({ tenantId, userId: admin.user.id, orgId });
  return admin;
}

/** A learner in a unit. */
export function makeLearnerIn(
  testApp: TestApp,
  orgId: number,
  options: { tenantId?: string; name?: string } = {},
) {
  return makeUser(testApp, {
    tenantId: options.tenantId ?? 'learn',
    orgId,
    ...(options.name ? { name: options.name } : {}),
  });
}
