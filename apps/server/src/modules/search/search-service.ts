// The one search: a page of what the caller may find for a text, in one tab or all, with per-tab counts.
import type { THomeSearchQuery, TSearchKind } from '@elearning/shared';
import { SearchKind } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { orgLineOf } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { searchVisibleTo } from './policy.ts';
import { type HitRow, msOrNullCol, tsqueryOf } from './queries.ts';

/** The page's hits (a null hit when the page is empty) and the per-tab counts of all matches. */
const pageShape = {
  kind: col.textOrNull,
  ref_id: col.intOrNull,
  title: col.textOrNull,
  body: col.textOrNull,
  cover: col.textOrNull,
  updated_at: msOrNullCol,
  counts: col.json<Record<string, number>>(),
};

export type SearchOutcome = {
  rows: HitRow[];
  totalNum: number;
  words: string[];
  counts: Partial<Record<TSearchKind, number>>;
};

export async function searchEverything(
  db: DbOrTx,
  actor: Actor,
  query: THomeSearchQuery,
): Promise<SearchOutcome> {
  const parsed = tsqueryOf(query.keyword);
  if (!parsed) return { rows: [], totalNum: 0, words: [], counts: {} };
  const orgLine = await orgLineOf(db, actor.tenantId, actor.orgId);
  const found = sql`d.terms @@ ${parsed.query} and d.kind <> ${SearchKind.faq} and ${searchVisibleTo(actor, orgLine)}`;
  const { limit, offset } = pageWindow(query);
  const tab = query.type ? sql`where m.kind = ${query.type}` : sql``;
  // One statement, one pass over the matches: the page (ranked) and the per-tab counts; an empty page
  // still answers the counts (one row with a null hit).
  const rows = await queryRows(
    db,
    sql`with m as materialized (
        select d.id, d.kind, d.ref_id, d.title, d.body, d.cover, d.updated_at, ts_rank(d.terms, ${parsed.query}) as rank
        from search_documents d where ${found}
      ), c as (
        select coalesce(jsonb_object_agg(k.kind, k.n), '{}'::jsonb) as counts
        from (select m.kind, count(*)::int as n from m group by m.kind) k
      )
      select p.kind, p.ref_id, p.title, p.body, p.cover, p.updated_at, c.counts
      from c left join lateral (
        select m.* from m ${tab} order by m.rank desc, m.updated_at desc, m.id desc
        limit ${limit} offset ${offset}
      ) p on true`,
    pageShape,
  );
  const counts: Partial<Record<TSearchKind, number>> = {};
  for (const [name, n] of Object.entries(rows[0]?.counts ?? {})) {
    const kind = Object.values(SearchKind).find((value) => value === name);
    if (kind) counts[kind] = n;
  }
  const hits = rows.flatMap((row) =>
    row.kind === null || row.ref_id === null
      ? []
      : [
          {
            kind: row.kind,
            ref_id: row.ref_id,
            title: row.title ?? '',
            body: row.body ?? '',
            cover: row.cover ?? '',
            updated_at: row.updated_at ?? 0,
          },
        ],
  );
  const totalNum = query.type ? (counts[query.type] ?? 0) : sum(counts);
  return { rows: hits, totalNum, words: parsed.words, counts };
}

function sum(counts: Partial<Record<TSearchKind, number>>): number {
  return Object.values(counts).reduce((total, n) => total + (n ?? 0), 0);
}
