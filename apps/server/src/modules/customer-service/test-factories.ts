// The customer-service chat's test data: FAQ entries written and indexed as the FAQ service writes them,
// and agents (back-office users holding the inbox codes).
import { customerServicePrivilegeCodes as C } from '@elearning/shared';
import { csFaqs } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { uniqueSuffix } from '../../test/factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';
import { indexFaq } from './faq-service.ts';

export type FaqOptions = { tenantId?: string; question?: string; answer?: string; enabled?: boolean };

/** An FAQ entry of the tenant, in the search index unless disabled. */
export async function makeFaq(testApp: TestApp, options: FaqOptions = {}) {
  const tenantId = options.tenantId ?? 'learn';
  const db = testApp.database.db;
  const [faq] = await db
    .insert(csFaqs)
    .values({
      tenantId,
      question: options.question ?? `Question ${uniqueSuffix()}`,
      answer: options.answer ?? 'An answer',
      enabled: options.enabled ?? true,
    })
    .returning();
  if (!faq) throw new Error('makeFaq: no row');
  await indexFaq(db, tenantId, faq);
  return faq;
}

/** A signed-in agent: inbox, reply and FAQ codes. */
export async function makeAgent(testApp: TestApp, tenantId = 'learn') {
  return makeBackOfficeUser(testApp, { tenantId, codes: [C.root, C.inbox, C.inboxReply, C.faq, C.faqEdit] });
}
