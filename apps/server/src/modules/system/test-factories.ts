// Factories of the system domain's tests: a tenant's site settings and dictionary entries, written into the
// test's real database. People and org units come from test/factories.ts.
import { eq } from 'drizzle-orm';
import { dictionaries, tenants } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { uniqueSuffix } from '../../test/factories.ts';

export type SiteSettings = {
  siteName?: string;
  logoUrl?: string;
  filingNumber?: string;
  customerServiceUrl?: string;
};

/** Sets a tenant's site customisation (what `cms/plan/my` and the domain info answer). */
export async function setSiteSettings(testApp: TestApp, tenantId: string, settings: SiteSettings) {
  await testApp.database.db.update(tenants).set(settings).where(eq(tenants.id, tenantId));
}

export type DictionaryEntryOptions = {
  tenantId?: string;
  code?: string;
  dictKey?: string;
  dictValue?: string;
  sort?: number;
};

/** One entry of a tenant's dictionary. */
export async function makeDictionaryEntry(testApp: TestApp, options: DictionaryEntryOptions = {}) {
  const suffix = uniqueSuffix();
  const [row] = await testApp.database.db
    .insert(dictionaries)
    .values({
      tenantId: options.tenantId ?? 'learn',
      code: options.code ?? `code${suffix}`,
      dictKey: options.dictKey ?? suffix,
      dictValue: options.dictValue ?? `Value ${suffix}`,
      sort: options.sort ?? 0,
    })
    .returning();
  if (!row) throw new Error('makeDictionaryEntry: no row');
  return row;
}
