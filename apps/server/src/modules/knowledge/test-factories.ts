// The knowledge base's test data: catalogues straight into the table, and a tenant administrator (every
// code) for the back-office calls. Resources are made through the API, as learners and admins make them.
import { roles } from '../../db/schema/index.ts';
import { knowledgeCatalogs } from '../../db/schema/knowledge.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, uniqueSuffix } from '../../test/factories.ts';

export async function makeKnowledgeCatalog(
  testApp: TestApp,
  options: { tenantId?: string; name?: string } = {},
) {
  const [row] = await testApp.database.db
    .insert(knowledgeCatalogs)
    .values({ tenantId: options.tenantId ?? 'learn', name: options.name ?? `Catalog ${uniqueSuffix()}` })
    .returning();
  if (!row) throw new Error('makeKnowledgeCatalog: no row');
  return row;
}

/** A signed-in back-office user whose role is the tenant's administrator (every code). */
export async function makeKnowledgeAdmin(testApp: TestApp, tenantId = 'learn') {
  const [role] = await testApp.database.db
    .insert(roles)
    .values({
      tenantId,
      name: `Knowledge admin ${uniqueSuffix()}`,
      code: `kn${uniqueSuffix()}`,
      kind: 'tenantAdmin',
    })
    .returning();
  if (!role) throw new Error('makeKnowledgeAdmin: no role');
  return makeSignedInUser(testApp, { tenantId, roleId: role.id });
}

/** A share's body as the original client sends it (a link, so no file is needed). */
export function linkShare(catalogId: number, resName = `Share ${uniqueSuffix()}`) {
  return { resName, catalogId, uploadType: 1, resUrl: 'https://example.com/doc', type: 2, allowDownload: 0 };
}
