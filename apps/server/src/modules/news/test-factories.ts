// News test data: articles straight into the table (published in an open window unless told otherwise),
// regulation documents, and a back-office user holding every code.
import { fileApiPath, filePaths } from '@elearning/shared';
import { newsArticles, regulations, roles } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, uniqueSuffix } from '../../test/factories.ts';

export type ArticleOptions = {
  tenantId?: string;
  title?: string;
  content?: string;
  published?: boolean;
  /** Epoch ms of the window; by default it opened an hour ago and never ends. */
  begin?: number | null;
  end?: number | null;
  isTop?: boolean;
  hits?: number;
  creatorId?: number;
};

export async function makeArticle(testApp: TestApp, options: ArticleOptions = {}) {
  const at = (ms: number | null | undefined) => (ms == null ? null : new Date(ms));
  const [row] = await testApp.database.db
    .insert(newsArticles)
    .values({
      tenantId: options.tenantId ?? 'learn',
      title: options.title ?? `News ${uniqueSuffix()}`,
      brief: 'brief',
      content: options.content ?? '<p>body</p>',
      status: options.published === false ? 'draft' : 'published',
      publishedAt: new Date(Date.now() - 3600_000),
      publishBegin: at(options.begin === undefined ? Date.now() - 3600_000 : options.begin),
      publishEnd: at(options.end),
      isTop: options.isTop ?? false,
      topAt: options.isTop ? new Date() : null,
      hits: options.hits ?? 0,
      creatorId: options.creatorId ?? null,
    })
    .returning();
  if (!row) throw new Error('makeArticle: no row');
  return row;
}

export async function makeRegulation(
  testApp: TestApp,
  options: { tenantId?: string; title?: string; isTop?: boolean } = {},
) {
  const [row] = await testApp.database.db
    .insert(regulations)
    .values({
      tenantId: options.tenantId ?? 'learn',
      title: options.title ?? `Rule ${uniqueSuffix()}`,
      category: 'HR',
      fileUrl: fileApiPath(filePaths.file, 'rules.pdf'),
      fileName: 'rules.pdf',
      isTop: options.isTop ?? false,
      topAt: options.isTop ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('makeRegulation: no row');
  return row;
}

/** A signed-in back-office user whose role is the tenant's administrator (every code). */
export async function makeNewsAdmin(testApp: TestApp, tenantId = 'learn') {
  const [role] = await testApp.database.db
    .insert(roles)
    .values({
      tenantId,
      name: `News admin ${uniqueSuffix()}`,
      code: `news${uniqueSuffix()}`,
      kind: 'tenantAdmin',
    })
    .returning();
  if (!role) throw new Error('makeNewsAdmin: no role');
  return makeSignedInUser(testApp, { tenantId, roleId: role.id });
}
