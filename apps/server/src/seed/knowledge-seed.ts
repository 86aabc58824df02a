// Demo knowledge base, made through the knowledge services as the back office would: a small catalogue tree
// and a few published resources (links and articles, so no stored file is needed), so /knowledge/list and
// the share form's catalogue picker have something to show. Idempotent: a tenant with catalogues keeps them.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { col, queryRow } from '../db/rows.ts';
import { saveCatalog } from '../modules/knowledge/admin-catalog-service.ts';
import { addAdminKnowledge } from '../modules/knowledge/admin-service.ts';
import { seedActorOf } from './questionnaire-seed.ts';

type Item = { name: string; intro: string; url: string; type: 1 | 2 | 3; catalog: 0 | 1 | 2; top?: boolean };

function texts(zh: boolean): { catalogs: [string, string, string]; items: Item[] } {
  return zh
    ? {
        catalogs: ['通用能力', '沟通技巧', '产品知识'],
        items: [
          {
            name: '高效沟通与协作指南',
            intro: '跨部门沟通的常见问题与应对方法。',
            url: 'https://example.com/knowledge/communication',
            type: 2,
            catalog: 1,
            top: true,
          },
          {
            name: '时间管理入门',
            intro: '用四象限法安排每天的工作。',
            url: 'https://example.com/knowledge/time',
            type: 2,
            catalog: 0,
          },
          {
            name: '产品功能演示视频',
            intro: '十分钟了解平台的主要功能。',
            url: 'https://example.com/knowledge/demo',
            type: 1,
            catalog: 2,
          },
        ],
      }
    : {
        catalogs: ['Core skills', 'Communication', 'Product knowledge'],
        items: [
          {
            name: 'A guide to working together',
            intro: 'Common problems between teams and how to handle them.',
            url: 'https://example.com/knowledge/communication',
            type: 2,
            catalog: 1,
            top: true,
          },
          {
            name: 'Time management basics',
            intro: 'Plan each day with the four quadrants.',
            url: 'https://example.com/knowledge/time',
            type: 2,
            catalog: 0,
          },
          {
            name: 'Product walkthrough video',
            intro: 'The main features in ten minutes.',
            url: 'https://example.com/knowledge/demo',
            type: 1,
            catalog: 2,
          },
        ],
      };
}

export async function seedKnowledge(db: Db, options: { tenantId: string; lang: string }) {
  const any = await queryRow(
    db,
    sql`select id from knowledge_catalogs where tenant_id = ${options.tenantId} limit 1`,
    { id: col.int },
  );
  if (any) return;
  const admin =
    (await seedActorOf(db, options.tenantId, 'backoffice')) ??
    (await seedActorOf(db, options.tenantId, 'learner'));
  if (!admin) return;
  const { catalogs, items } = texts(options.lang !== 'en');
  const root = await saveCatalog(db, admin, { name: catalogs[0] });
  const child = await saveCatalog(db, admin, { name: catalogs[1], parentId: root });
  const product = await saveCatalog(db, admin, { name: catalogs[2] });
  const catalogIds = [root, child, product];
  for (const item of items) {
    await addAdminKnowledge(db, admin, {
      resName: item.name,
      catalogId: catalogIds[item.catalog] ?? root,
      introduction: item.intro,
      uploadType: 1,
      resUrl: item.url,
      allowDownload: 1,
      type: item.type,
      attachments: [],
      orgIds: [],
      isTop: item.top ?? false,
    });
  }
}
