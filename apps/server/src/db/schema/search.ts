// The one search index (issue 16): a row per findable thing of every kind (course, live, training, study plan,
// knowledge resource, news article, community post, lecturer), written by modules/search/index-service.ts in
// the same transaction as the content. `terms` holds English stems (to_tsvector('english')) plus the
// bigrams of every Chinese/Japanese/Korean run, built with array_to_tsvector so no parser or extension is
// needed (PGlite and PostgreSQL alike); `grams` holds the title's letter trigrams for typo-tolerant
// suggestions. `org_ids` null means the whole tenant may see it; otherwise the viewer's org line must meet it.
import { customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantId } from './course.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchDocuments = pgTable(
  'search_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Cover or icon url the result card shows. */
    cover: text('cover').notNull().default(''),
    orgIds: integer('org_ids').array(),
    /** The knowledge-system node it is filed under, for browsing a node across every kind. */
    knowledgeSystemId: integer('knowledge_system_id'),
    terms: tsvector('terms').notNull(),
    grams: tsvector('grams').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_documents_ref_uq').on(t.tenantId, t.kind, t.refId),
    index('search_documents_terms_idx').using('gin', t.terms),
    index('search_documents_grams_idx').using('gin', t.grams),
    index('search_documents_system_idx').on(t.tenantId, t.knowledgeSystemId),
  ],
);
