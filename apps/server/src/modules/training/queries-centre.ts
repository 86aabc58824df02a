// The hot query of trainings (train/list without filters, my trainings, My Task list 3, the home page: the
// `trainList` bench): a signed-in learner's page of training cards with the list's total and their progress
// over each schedule. EXPLAIN ANALYZE on the bench database: ~0.9 ms planning against ~0.25 ms execution,
// so it is a named prepared statement (PostgreSQL plans it once per connection) with only the card's
// columns; the training clock's now is a parameter, so tests that move the clock get the same text. The
// progress subquery sits above the Limit (it runs for the page's rows only) and names the schedule's tenant,
// so it reads the (tenant_id, training_id, starts_at) index. Filtered lists stay catalog-service's
// `listTrainings`. Pages are kept (below); time-dependent is only each card's status (1 before begin_at,
// 2 until end_at, 3 after), so a page is kept no longer than the next begin or end among its cards.
import { type SQL, sql } from 'drizzle-orm';
import { keptPages } from '../../core/kept-pages.ts';
import type { Db } from '../../db/client.ts';
import { col, decodeRow, type RowOf } from '../../db/rows.ts';
import { trainingClock } from './clock.ts';
import { msCol } from './queries.ts';

export type CentrePageParams = {
  tenantId: string;
  userId: number;
  /** Only trainings the learner is an accepted, unremoved trainee of (my trainings). */
  mine: boolean;
  limit: number;
  offset: number;
};

type StatementParams = CentrePageParams & { now: string };

const p = (name: keyof StatementParams) => sql.placeholder(name);

export const centreCardShape = {
  id: col.int,
  name: col.text,
  cover_url: col.text,
  train_way: col.int,
  train_scope: col.text,
  category_name: col.text,
  trainee_num: col.int,
  begin_at: msCol,
  end_at: msCol,
  status: col.int,
  my_source: col.textOrNull,
  total_num: col.int,
  progress: col.int,
};
export type CentreCardRow = RowOf<typeof centreCardShape>;

const now = sql`${p('now')}::timestamptz`;
const userId = p('userId');

/** Done schedule items over all items, in percent (0 without a schedule); catalog-service's rule. */
const progress = sql`coalesce((select (100 * count(*) filter (where
    (s.kind = 'offline' and exists (select 1 from training_sign_ins si where si.session_id = s.id and si.user_id = ${userId}))
    or (s.kind = 'course' and exists (select 1 from course_study_records r where r.course_id = s.course_id
          and r.user_id = ${userId} and r.completed_at is not null))
    or (s.kind in ('exam', 'homework') and exists (select 1 from training_results tr where tr.tenant_id = s.tenant_id
          and tr.kind = s.kind and tr.user_id = ${userId}
          and tr.subject_id = (case s.kind when 'exam' then s.exam_id else s.homework_id end)))
  ) / nullif(count(*), 0))::int from training_sessions s where s.tenant_id = t.tenant_id and s.training_id = t.id), 0)`;

const columns: Record<keyof typeof centreCardShape, SQL<unknown>> = {
  id: sql`t.id`,
  name: sql`t.name`,
  cover_url: sql`t.cover_url`,
  train_way: sql`t.train_way`,
  train_scope: sql`t.train_scope`,
  category_name: sql`coalesce(ks.name, '')`,
  trainee_num: sql`t.trainee_num`,
  begin_at: sql`t.begin_at`,
  end_at: sql`t.end_at`,
  status: sql`(case when ${now} < t.begin_at then 1 when ${now} > t.end_at then 3 else 2 end)`,
  my_source: sql`tt.source`,
  total_num: sql`(count(*) over ())::int`,
  progress,
};

function prepare(db: Db) {
  return db
    .select(columns)
    .from(sql`trainings t left join knowledge_systems ks on ks.id = t.knowledge_system_id
      left join training_trainees tt on tt.training_id = t.id and tt.user_id = ${userId}`)
    .where(
      sql`t.tenant_id = ${p('tenantId')} and t.deleted_at is null and (t.apply_join or tt.id is not null)
        and (not ${p('mine')}::boolean or (tt.state = 'signed_up' and tt.removed_at is null))`,
    )
    .orderBy(sql`t.begin_at desc, t.id desc`)
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare('training_centre_page');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/** One page of the learner's training cards with the list's total, read now (at the training clock). */
export async function selectCentrePage(db: Db, params: CentrePageParams): Promise<CentreCardRow[]> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ ...params, now: new Date(trainingClock.now()).toISOString() });
  return rows.map((row) => decodeRow(row, centreCardShape));
}

/** The first moment (training clock, epoch ms) after `at` at which a card's status differs, if any. */
export function nextStatusChange(rows: CentreCardRow[], at: number): number | null {
  let next: number | null = null;
  for (const row of rows) {
    // Status 1 while at < begin_at, 2 while at <= end_at, 3 from end_at + 1 ms.
    for (const change of [row.begin_at, row.end_at + 1])
      if (change > at && (next === null || change < next)) next = change;
  }
  return next;
}

/** A page as read: `readAt` on the training clock and in real time, `validUntil` on the training clock. */
type KeptPage = { rows: CentreCardRow[]; readAt: number; readAtReal: number; validUntil: number | null };

/**
 * A learner's pages, kept CENTRE_MAX_AGE_MS per instance and never past the next begin or end time among
 * their cards; dropped at once by this instance's training writes (`forgetCentrePages`), another
 * instance's show within the age (ARCHITECTURE "What lives in memory").
 */
export const CENTRE_MAX_AGE_MS = 5_000;
const kept = keptPages<KeptPage>({ maxAgeMs: CENTRE_MAX_AGE_MS, maxEntries: 50_000 });

/** Drops the kept pages of a tenant's learners (call after a write to what the cards show has committed). */
export function forgetCentrePages(tenantId: string) {
  kept.forgetTenant(tenantId);
}

async function loadPage(db: Db, params: CentrePageParams): Promise<KeptPage> {
  const readAt = trainingClock.now();
  const readAtReal = Date.now();
  const rows = await selectCentrePage(db, params);
  return { rows, readAt, readAtReal, validUntil: nextStatusChange(rows, readAt) };
}

/** The real time a page stops being true: its status change's distance from the read (a moved clock too). */
const keepUntil = (page: KeptPage) =>
  page.validUntil === null ? null : page.readAtReal + (page.validUntil - page.readAt);

/** One page of the learner's training cards with the list's total (kept, see above). */
export async function keptCentrePage(db: Db, params: CentrePageParams): Promise<CentreCardRow[]> {
  const key = `${params.userId}\u0000${params.mine ? 1 : 0}\u0000${params.limit}\u0000${params.offset}`;
  const read = () => kept.read(db, params.tenantId, key, () => loadPage(db, params), keepUntil);
  const page = await read();
  const at = trainingClock.now();
  // Only a training clock moved by a test gets here: the page was read at another time than now.
  if (at < page.readAt || (page.validUntil !== null && at >= page.validUntil)) {
    kept.forgetTenant(params.tenantId);
    return (await read()).rows;
  }
  return page.rows;
}
