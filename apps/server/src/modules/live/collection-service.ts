// The learner's collected lives (personal centre → 我的收藏 → live).
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { liveVisibleTo } from './policy.ts';
import { cardColumns, cardJoins, countedCardShape } from './queries.ts';

export async function listCollectedLives(db: Db, actor: Actor, page: { pageNo: number; pageSize: number }) {
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows(
    db,
    sql`select ${cardColumns}, (count(*) over ())::int as total_num
      from live_collections lcol join live_plans p on p.id = lcol.live_id ${cardJoins}
      where lcol.tenant_id = ${actor.tenantId} and lcol.user_id = ${actor.userId} and ${liveVisibleTo(actor)}
      order by lcol.created_at desc limit ${limit} offset ${offset}`,
    countedCardShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
