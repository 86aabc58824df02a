// Factories and probes of the tracking domain: page views written straight into the test's database, and
// the newest one read back, for tests that check what a call recorded.
import { PageType } from '@elearning/shared';
import { desc } from 'drizzle-orm';
import { pageViews } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { uniqueSuffix } from '../../test/factories.ts';
import { recordPageView } from './record-service.ts';

export type PageViewOptions = {
  tenantId?: string;
  userId?: number | null;
  path?: string;
  pageType?: PageType;
};

export async function makePageView(testApp: TestApp, options: PageViewOptions = {}): Promise<void> {
  await recordPageView(testApp.database.db, {
    tenantId: options.tenantId ?? 'learn',
    userId: options.userId ?? null,
    path: options.path ?? `/factory/${uniqueSuffix()}`,
    title: '',
    pageType: options.pageType ?? PageType.other,
    ip: '127.0.0.1',
    userAgent: 'factory',
  });
}

/** The newest page view of the database. */
export async function lastPageView(testApp: TestApp) {
  const [row] = await testApp.database.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1);
  return row;
}
