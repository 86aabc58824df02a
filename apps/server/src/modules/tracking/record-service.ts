// Page-view tracking: records one opened page (list, course, live, train, member, other), one insert per
// call, bounded so a hostile client cannot store more than the limits allow.
import type { PageType } from '@elearning/shared';
import type { DbOrTx } from '../../db/client.ts';
import { pageViews } from '../../db/schema/index.ts';

const USER_AGENT_MAX = 512;

export type RecordPageViewOptions = {
  tenantId: string;
  /** Null for an anonymous visitor. */
  userId: number | null;
  path: string;
  title: string;
  pageType: PageType;
  ip: string;
  userAgent: string;
};

export async function recordPageView(db: DbOrTx, options: RecordPageViewOptions): Promise<void> {
  await db.insert(pageViews).values({
    tenantId: options.tenantId,
    userId: options.userId,
    path: options.path,
    title: options.title,
    pageType: options.pageType,
    ip: options.ip.slice(0, 64),
    userAgent: options.userAgent.slice(0, USER_AGENT_MAX),
  });
}
