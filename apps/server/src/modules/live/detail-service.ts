// One live's page: the card, its introduction, the caller's part (lecturer, guest, assistant, learner),
// their sign-up, whether they may watch, and the live's counts.
import { LiveRole } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { liveFactsOf } from './access-service.ts';
import { liveCard } from './catalog-service.ts';
import { type Caller, canWatch, isLecturerOf, requireVisibleLive, subjectOf } from './policy.ts';

export async function liveDetail(db: Db, caller: Caller, liveId: number) {
  const facts = requireVisibleLive(await liveFactsOf(db, caller, liveId), caller);
  const card = await liveCard(db, caller, liveId);
  if (!card) throw new Error('liveDetail: card vanished');
  const userId = subjectOf(caller)?.userId ?? 0;
  const extra = await queryRow(
    db,
    sql`select p.introduction, p.audience, p.sign_up_approval,
      (select status::int from live_sign_ups where live_id = p.id and user_id = ${userId}) as sign_up_status,
      exists (select 1 from live_collections where live_id = p.id and user_id = ${userId}) as is_collect,
      (select coalesce(sum(count), 0) from live_likes where live_id = p.id)::int as like_num,
      (select count(*) from live_comments where live_id = p.id)::int as comment_num
      from live_plans p where p.id = ${liveId}`,
    {
      introduction: col.text,
      audience: col.text,
      sign_up_approval: col.bool,
      sign_up_status: col.intOrNull,
      is_collect: col.bool,
      like_num: col.int,
      comment_num: col.int,
    },
  );
  const staff = await queryRows(
    db,
    sql`select st.role, st.user_id, coalesce(u.name, '') as name from live_staff st join users u on u.id = st.user_id
      where st.live_id = ${liveId} order by st.role, u.id`,
    { role: col.text, user_id: col.int, name: col.text },
  );
  const mine = staff.find((row) => row.user_id === userId);
  const role = isLecturerOf(facts, caller)
    ? LiveRole.lecturer
    : mine?.role === 'guest'
      ? LiveRole.guest
      : mine?.role === 'assistant'
        ? LiveRole.assistant
        : LiveRole.learner;
  return { card, facts, extra, staff, role, canWatch: canWatch(facts, caller) };
}

export type LiveDetailData = Awaited<ReturnType<typeof liveDetail>>;
