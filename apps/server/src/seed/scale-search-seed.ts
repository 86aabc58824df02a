// The scale tenant's search index for the search bench (issue 16: search over 100 000 items): knowledge
// resources, news and posts with Chinese titles of three words each from a vocabulary of 400, so one word is in about one
// title of a hundred, as a common word is in a real catalogue; the rows are built exactly as
// index-service.ts builds them (its terms and trigram functions), in batches. PostgreSQL only, kept between
// runs, topped up when fewer than asked.
import { SearchKind } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { termsOf } from '../modules/search/index-service.ts';
import { trigramsOf } from '../modules/search/tokens.ts';
import { SCALE_TENANT } from './scale-seed.ts';

export const SEARCH_BENCH_DOCUMENTS = 100_000;
/** A word of the vocabulary the bench searches for: in about 1 % of the titles. */
export const SEARCH_BENCH_WORD = '沟通';

const FIRST = [...'沟团领安客项财数协创质合销服培绩战执管学'];
const SECOND = [...'通队导全户目务字作新量规售务训效略行理习'];
// The kinds a tenant has by the ten thousand (courses, lives, trainings and plans are a few thousand at most,
// and each is made by its own module with its own rows).
const KINDS = [SearchKind.knowledge, SearchKind.news, SearchKind.post];
const BATCH = 1_000;

/** The vocabulary: 400 two-character words, the first being SEARCH_BENCH_WORD. */
const WORDS = FIRST.flatMap((a) => SECOND.map((b) => `${a}${b}`));

function titleOf(n: number): string {
  const pick = (k: number) => WORDS[(n * k + k * 7) % WORDS.length] ?? '';
  return `${pick(13)}与${pick(29)}的${pick(101)}实务 第${n}讲`;
}

function rowOf(n: number): SQL {
  const title = titleOf(n);
  const body = `${title}。本课程面向企业员工，讲解${titleOf(n + 1)}。`;
  const grams = sql`array_to_tsvector(array(select jsonb_array_elements_text(${JSON.stringify(trigramsOf(title))}::jsonb))::text[])`;
  return sql`(${SCALE_TENANT}, ${KINDS[n % KINDS.length]}, ${n}, ${title}, ${body},
    ${termsOf(title, 'A')} || ${termsOf(body, 'D')}, ${grams})`;
}

/** Makes the scale tenant's search documents up to `count`; returns how many there are. */
export async function seedScaleSearch(database: Database, count = SEARCH_BENCH_DOCUMENTS): Promise<number> {
  if (database.driver !== 'postgres') throw new Error('The search scale seed runs on PostgreSQL only.');
  const { db } = database;
  const existing = await db.execute(
    sql`select coalesce(max(ref_id), 0)::int as n from search_documents where tenant_id = ${SCALE_TENANT}`,
  );
  const have = (existing as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  for (let from = have + 1; from <= count; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - from + 1) }, (_, i) => rowOf(from + i));
    await db.execute(sql`insert into search_documents (tenant_id, kind, ref_id, title, body, terms, grams)
      values ${sql.join(rows, sql`, `)} on conflict (tenant_id, kind, ref_id) do nothing`);
  }
  if (have < count) {
    // A bulk load leaves its rows in the GIN indexes' pending lists, which every search would then scan
    // until autovacuum merges them: merge them now, as autovacuum soon would in a live tenant.
    await db.execute(sql`select gin_clean_pending_list('search_documents_terms_idx'::regclass)`);
    await db.execute(sql`select gin_clean_pending_list('search_documents_grams_idx'::regclass)`);
    await db.execute(sql`analyze search_documents`);
  }
  return Math.max(have, count);
}
