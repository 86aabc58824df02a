// Seeds the organisation back office of a demo tenant through its services (issue 20 item 3), idempotently:
// three job levels, a lecturer category and a "new staff" user group holding the demo learner. Runs as the
// `backoffice` account, so the audit log shows who made them.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { col, queryRow, queryRows } from '../db/rows.ts';
import { addGroupMembers, createGroup } from '../modules/org/group-service.ts';
import { createJobLevel } from '../modules/org/job-level-service.ts';
import { saveLecturerCategory } from '../modules/org/lecturer-service.ts';
import { seedActorOf } from './questionnaire-seed.ts';

const LEVELS = ['P1', 'P2', 'P3'];
const GROUP = '新员工';
const CATEGORY = '内部讲师';

export async function seedOrg(db: Db, options: { tenantId: string }): Promise<void> {
  const { tenantId } = options;
  const actor = await seedActorOf(db, tenantId, 'backoffice');
  if (!actor) return;
  const levels = await queryRows(db, sql`select name from job_levels where tenant_id = ${tenantId}`, {
    name: col.text,
  });
  for (const name of LEVELS) {
    if (!levels.some((level) => level.name === name))
      await createJobLevel(db, actor, { name, parentId: 0, sort: 0 });
  }
  const category = await queryRow(
    db,
    sql`select id from lecturer_categories where tenant_id = ${tenantId} and name = ${CATEGORY}`,
    { id: col.int },
  );
  if (!category) await saveLecturerCategory(db, actor, { name: CATEGORY, sort: 0 });
  const group = await queryRow(
    db,
    sql`select id from user_groups where tenant_id = ${tenantId} and name = ${GROUP}`,
    { id: col.int },
  );
  if (group) return;
  const groupId = await createGroup(db, actor, { name: GROUP });
  const learner = await queryRow(
    db,
    sql`select id from users where tenant_id = ${tenantId} and account = 'learner'`,
    { id: col.int },
  );
  if (learner) await addGroupMembers(db, actor, groupId, [learner.id]);
}
