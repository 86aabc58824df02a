// The site domain's factories: banners, logos and home plans written straight into the test's database,
// for the learner-side tests (the back-office tests build theirs through the API).
import type { THomeItem } from '@elearning/shared';
import { siteBanners, siteHomePlans, siteLogos } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { uniqueSuffix } from '../../test/factories.ts';

type Placed = { tenantId?: string; orgId?: number };

export async function makeBanner(
  testApp: TestApp,
  options: Placed & { sort?: number; deviceType?: string } = {},
) {
  const suffix = uniqueSuffix();
  const [row] = await testApp.database.db
    .insert(siteBanners)
    .values({
      tenantId: options.tenantId ?? 'learn',
      orgId: options.orgId ?? 0,
      deviceType: options.deviceType ?? 'PC',
      picUrl: `/files/banner-${suffix}.png`,
      linkUrl: `/course/detail?id=${suffix}`,
      sort: options.sort ?? 0,
    })
    .returning();
  if (!row) throw new Error('makeBanner: no row');
  return row;
}

export async function makeLogo(testApp: TestApp, options: Placed = {}) {
  const suffix = uniqueSuffix();
  const [row] = await testApp.database.db
    .insert(siteLogos)
    .values({
      tenantId: options.tenantId ?? 'learn',
      orgId: options.orgId ?? 0,
      frontUrl: `/files/logo-${suffix}.png`,
      backgroundUrl: `/files/logo-back-${suffix}.png`,
    })
    .returning();
  if (!row) throw new Error('makeLogo: no row');
  return row;
}

/** A home plan (released unless told otherwise) with the sections given. */
export async function makeHomePlan(
  testApp: TestApp,
  options: Placed & { item?: THomeItem; released?: boolean } = {},
) {
  const [row] = await testApp.database.db
    .insert(siteHomePlans)
    .values({
      tenantId: options.tenantId ?? 'learn',
      orgId: options.orgId ?? 0,
      device: 1,
      name: `plan_${uniqueSuffix()}`,
      item: options.item ?? { content: [{ id: 'diyPcL3' }, { id: 'diyPcL1' }], side: [{ id: 'diyPcR1' }] },
      released: options.released ?? true,
    })
    .returning();
  if (!row) throw new Error('makeHomePlan: no row');
  return row;
}
