// The back office's demo course categories, made through the category service as the `backoffice` account
// would: one category per top knowledge system, the demo courses filed under it, and the courses already on
// the shelf marked published. Idempotent: a tenant that has categories is left as it is.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../db/rows.ts';
import { addCategory } from '../modules/course/admin-category-service.ts';
import { knowledgeSubtree } from '../modules/course/queries.ts';
import { seedActorOf } from './questionnaire-seed.ts';

export async function seedCourseCategories(db: Db, options: { tenantId: string }) {
  const { tenantId } = options;
  const existing = await queryRow(
    db,
    sql`select 1 as one from course_categories where tenant_id = ${tenantId} limit 1`,
    {
      one: col.int,
    },
  );
  if (existing) return;
  const actor = await seedActorOf(db, tenantId, 'backoffice');
  if (!actor) return;
  const roots = await queryRows(
    db,
    sql`select id, name from knowledge_systems where tenant_id = ${tenantId} and parent_id is null order by sort, id`,
    { id: col.int, name: col.text },
  );
  for (const root of roots) {
    const category = await addCategory(
      db,
      actor,
      { kind: 'all' },
      { name: root.name.slice(0, 32), orgIds: [] },
    );
    await runStatement(
      db,
      sql`update courses set category_id = ${category.id}, created_by = coalesce(created_by, ${actor.userId})
        where tenant_id = ${tenantId} and category_id is null
          and knowledge_system_id in ${knowledgeSubtree(tenantId, root.id)}`,
    );
  }
  await runStatement(
    db,
    sql`update courses set published_at = created_at where tenant_id = ${tenantId} and on_shelf and published_at is null`,
  );
}
