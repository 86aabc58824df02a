// The search's test data: index rows written through the index writer, as every domain writes them.
import type { TSearchKind } from '@elearning/shared';
import type { TestApp } from '../../test/app-factory.ts';
import { uniqueSuffix } from '../../test/factories.ts';
import { indexSearchDocument } from './index-service.ts';

export type SearchDocOptions = {
  tenantId?: string;
  kind?: TSearchKind;
  refId?: number;
  title?: string;
  body?: string;
  orgIds?: number[] | null;
  knowledgeSystemId?: number | null;
};

let nextRef = 900_000_000;

/** An index row (a knowledge resource by default, open to the whole tenant). */
export async function makeSearchDocument(testApp: TestApp, options: SearchDocOptions = {}) {
  nextRef += 1;
  const doc = {
    tenantId: options.tenantId ?? 'learn',
    kind: options.kind ?? 'knowledge',
    refId: options.refId ?? nextRef,
    title: options.title ?? `Doc ${uniqueSuffix()}`,
    body: options.body ?? '',
    orgIds: options.orgIds ?? null,
    knowledgeSystemId: options.knowledgeSystemId ?? null,
  } as const;
  await indexSearchDocument(testApp.database.db, doc);
  return doc;
}
