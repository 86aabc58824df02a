// My Task's study-plan list (myCourseCatalog courseType 3): my plans as cards, with how many are unfinished
// (`todoNum`), in the reply shape of the other study lists. My Task dispatches to it; the probe for the
// sub-tab is this list with page size 10. One prepared statement reads the page (queries-my-plans.ts), kept
// for a few seconds; a plan seen complete for the first time is recorded here, as on every other read of a
// learner's plan, and then the kept pages are dropped (the page's completed count has changed).
import type { TMyCourseCatalog } from '@elearning/shared';
import type { Actor } from '../../core/actor.ts';
import { orgLineOf } from '../../core/org-scope.ts';
import { paged, pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { presentCard } from './presenter.ts';
import { recordCompletion, summarise } from './progress-service.ts';
import { forgetMyPlanPages, keptMyPlanPage } from './queries-my-plans.ts';

export async function myPlanCatalog(db: Db, actor: Actor, query: TMyCourseCatalog) {
  const { limit, offset } = pageWindow(query);
  const rows = await keptMyPlanPage(db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    orgLine: await orgLineOf(db, actor.tenantId, actor.orgId),
    positionId: actor.positionId ?? -1,
    limit,
    offset,
  });
  let newlyFinished = 0;
  let recorded = false;
  const cards = [];
  for (const row of rows) {
    const summary = summarise(row, row.items);
    if (summary.finished && !row.completed) {
      recorded = true;
      if (await recordCompletion(db, actor.tenantId, row, actor.userId)) newlyFinished += 1;
    }
    cards.push(presentCard(row, summary));
  }
  // Recorded now or by another request since the page was read: either way the kept page is behind.
  if (recorded) forgetMyPlanPages(actor.tenantId);
  const totalNum = rows[0]?.total_num ?? 0;
  const finished = (rows[0]?.finished_num ?? 0) + newlyFinished;
  return { ...paged(cards, totalNum, query.pageSize), todoNum: Math.max(0, totalNum - finished) };
}
