// The hot query of the homework tab (requiredWorkList and its siblings, the `homeworkCards` bench): one card
// per course / training / plan with homework handed to the learner, with how many of its assignments they
// handed in over the total, one page with the list's total in one round trip. It is a named prepared
// statement, so PostgreSQL plans it once per connection instead of on every call (planning was about three
// quarters of its database time, EXPLAIN ANALYZE: ~0.4 ms planning against ~0.1 ms execution), and the SQL
// text is built once instead of on every request. The learner's org line is a parameter (an int array), so
// the text never changes; the matching of targets is policy.ts's `jobTargetsPrepared`.
// Ordering: the source with the newest assignment first (ties by the larger bizId), as `position`, because
// the outer select must restore the page's order.
import { HomeworkState } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import { keptPages } from '../../core/kept-pages.ts';
import type { Db } from '../../db/client.ts';
import { col, decodeRow, type RowOf } from '../../db/rows.ts';
import { jobTargetsPrepared } from './policy.ts';

export type MyCardsParams = {
  tenantId: string;
  userId: number;
  /** The learner's org unit and every unit above it. */
  orgLine: number[];
  /** -1 when the learner has no position. */
  positionId: number;
  source: string;
  limit: number;
  offset: number;
};

export const cardShape = {
  biz_id: col.int,
  biz_name: col.text,
  biz_pic_url: col.text,
  train_way: col.int,
  sub_num: col.int,
  total: col.int,
  total_num: col.int,
};
export type CardRow = RowOf<typeof cardShape>;

const p = (name: keyof MyCardsParams) => sql.placeholder(name);

/** A submission that counts as handed in: waiting for review or graded (a returned one needs rework). */
const handedIn = sql.raw(`s.state in (${HomeworkState.submitted}, ${HomeworkState.graded})`);

const MY_CARDS = sql`(select h.biz_id, max(h.biz_name) as biz_name, max(h.biz_pic_url) as biz_pic_url,
    max(h.train_way)::int as train_way, (count(s.id) filter (where ${handedIn}))::int as sub_num,
    count(*)::int as total, (count(*) over ())::int as total_num,
    row_number() over (order by max(h.created_at) desc, h.biz_id desc) as position
  from homework_assignments h left join homework_submissions s
    on s.tenant_id = h.tenant_id and s.homework_id = h.id and s.user_id = ${p('userId')}
  where ${jobTargetsPrepared(p('tenantId'), p('userId'), p('orgLine'), p('positionId'))} and h.source = ${p('source')}
  group by h.biz_id order by position limit ${p('limit')} offset ${p('offset')}) q`;

/** Every column of `q` by its shape name; rows are decoded by the shape, so a renamed column fails loudly. */
const selection: Record<string, SQL<unknown>> = Object.fromEntries(
  Object.keys(cardShape).map((name) => [name, sql`${sql.raw(`q.${name}`)}`]),
);

function prepare(db: Db) {
  return db.select(selection).from(MY_CARDS).orderBy(sql`q.position`).prepare('homework_my_cards');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/**
 * A learner's pages, kept MY_CARDS_MAX_AGE_MS per instance; dropped at once by this instance's assignment
 * changes, submissions and reviews (`forgetMyCards`), another instance's show within the age (ARCHITECTURE
 * "What lives in memory"). The cards hold no time-dependent figure (a due date does not change them).
 */
export const MY_CARDS_MAX_AGE_MS = 5_000;
const kept = keptPages<CardRow[]>({ maxAgeMs: MY_CARDS_MAX_AGE_MS, maxEntries: 50_000 });

/** Drops the kept card pages of a tenant's learners (call after the change has committed). */
export function forgetMyCards(tenantId: string) {
  kept.forgetTenant(tenantId);
}

/** One page of the learner's cards of one source (kept, see above). */
export function keptMyCards(db: Db, params: MyCardsParams): Promise<CardRow[]> {
  const key = [
    params.userId,
    params.orgLine.join(','),
    params.positionId,
    params.source,
    params.limit,
    params.offset,
  ];
  return kept.read(db, params.tenantId, key.join('\u0000'), () => selectMyCards(db, params));
}

/** One page of the learner's homework cards of one source, with the list's total on every row. */
export async function selectMyCards(db: Db, params: MyCardsParams): Promise<CardRow[]> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const rows = await query.execute(params);
  return rows.map((row) => decodeRow(row, cardShape));
}
