// Community test data: zones (with moderators) and posts straight into the tables, and a back-office user
// holding every code.
import { communityModerators, communityPosts, communityZones, roles } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, uniqueSuffix } from '../../test/factories.ts';

export async function makeZone(
  testApp: TestApp,
  options: {
    tenantId?: string;
    name?: string;
    moderatorIds?: number[];
    needAudit?: boolean;
    isOpen?: boolean;
  } = {},
) {
  const tenantId = options.tenantId ?? 'learn';
  const [zone] = await testApp.database.db
    .insert(communityZones)
    .values({
      tenantId,
      name: options.name ?? `Zone ${uniqueSuffix()}`,
      needAudit: options.needAudit ?? false,
      isOpen: options.isOpen ?? true,
    })
    .returning();
  if (!zone) throw new Error('makeZone: no row');
  for (const userId of options.moderatorIds ?? [])
    await testApp.database.db.insert(communityModerators).values({ tenantId, zoneId: zone.id, userId });
  return zone;
}

export async function makePost(
  testApp: TestApp,
  zone: { id: number; tenantId: string },
  userId: number,
  options: { title?: string; status?: string; likeNum?: number } = {},
) {
  const [post] = await testApp.database.db
    .insert(communityPosts)
    .values({
      tenantId: zone.tenantId,
      zoneId: zone.id,
      userId,
      title: options.title ?? `Post ${uniqueSuffix()}`,
      content: '<p>hello</p>',
      status: options.status ?? 'published',
      likeNum: options.likeNum ?? 0,
    })
    .returning();
  if (!post) throw new Error('makePost: no row');
  return post;
}

/** A signed-in back-office user whose role is the tenant's administrator (every code). */
export async function makeCommunityAdmin(testApp: TestApp, tenantId = 'learn') {
  const [role] = await testApp.database.db
    .insert(roles)
    .values({
      tenantId,
      name: `Community admin ${uniqueSuffix()}`,
      code: `cm${uniqueSuffix()}`,
      kind: 'tenantAdmin',
    })
    .returning();
  if (!role) throw new Error('makeCommunityAdmin: no role');
  return makeSignedInUser(testApp, { tenantId, roleId: role.id });
}

export type CommunityPerson = Awaited<ReturnType<typeof makeSignedInUser>>;

/** A zone moderated by one person, with an author and a reader signed in: the cast of most community tests. */
export async function makeZoneWithPeople(testApp: TestApp) {
  const moderator = await makeSignedInUser(testApp);
  const author = await makeSignedInUser(testApp);
  const reader = await makeSignedInUser(testApp);
  const zone = await makeZone(testApp, { moderatorIds: [moderator.user.id] });
  return { moderator, author, reader, zone };
}
