// What the approval domain asks of the org domain (issue 18): the people an approver rule names — named
// users, holders of a back-office role, holders of a position, or the org-unit leader of the applicant's
// unit (level 1) or of the unit above (level 2) — and granting the tutor identity when a tutor
// certification is approved. A unit's leaders are its organisation admins (org_privileges on that unit).
import { sql } from 'drizzle-orm';
import { orgLineOf } from '../../core/org-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';

export type ApproverRule = { kind: 'user' | 'role' | 'position' | 'orgLeader'; ids: number[]; level: 1 | 2 };

const idList = (ids: number[]) =>
  ids.length === 0
    ? sql`(null)`
    : sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/** The enabled people of the tenant a rule names, in id order; empty when it names nobody. */
export async function usersNamedByRule(
  db: DbOrTx,
  tenantId: string,
  rule: ApproverRule,
  applicantId: number,
): Promise<number[]> {
  const shape = { id: col.int };
  let where: ReturnType<typeof sql>;
  if (rule.kind === 'user') where = sql`u.id in ${idList(rule.ids)}`;
  else if (rule.kind === 'position') where = sql`u.position_id in ${idList(rule.ids)}`;
  else if (rule.kind === 'role')
    where = sql`exists (select 1 from user_identities i where i.user_id = u.id and i.role_id in ${idList(rule.ids)})`;
  else {
    const applicant = await queryRow(
      db,
      sql`select u.org_id, o.parent_id from users u left join organisations o on o.id = u.org_id
        where u.tenant_id = ${tenantId} and u.id = ${applicantId}`,
      { org_id: col.intOrNull, parent_id: col.intOrNull },
    );
    const unitId = rule.level === 1 ? applicant?.org_id : applicant?.parent_id;
    if (unitId === null || unitId === undefined) return [];
    where = sql`exists (select 1 from user_identities i join org_privileges p on p.user_id = i.user_id
      where i.user_id = u.id and i.is_org_admin and p.tenant_id = ${tenantId} and p.org_id = ${unitId})`;
  }
  const rows = await queryRows(
    db,
    sql`select u.id from users u where u.tenant_id = ${tenantId} and not u.disabled and ${where} order by u.id`,
    shape,
  );
  return rows.map((row) => row.id);
}

/** Display names of people of the tenant, by id. */
export async function userNames(db: DbOrTx, tenantId: string, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows(
    db,
    sql`select id, coalesce(nullif(real_name, ''), name) as name from users
      where tenant_id = ${tenantId} and id in ${idList(ids)}`,
    { id: col.int, name: col.text },
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Makes the user a tutor inside the caller's transaction (an approved tutor certification). */
export async function grantTutorIdentity(tx: DbOrTx, tenantId: string, userId: number): Promise<void> {
  await runStatement(
    tx,
    sql`update user_identities set is_tutor = true where tenant_id = ${tenantId} and user_id = ${userId}`,
  );
}

export type PersonAttribute = 'position' | 'jobLevel' | 'role' | 'org';

/** People of the tenant holding a position, a job level, a back-office role or in an org unit (pickers). */
export async function peopleBy(db: DbOrTx, tenantId: string, attribute: PersonAttribute, id: number) {
  const where =
    attribute === 'position'
      ? sql`u.position_id = ${id}`
      : attribute === 'jobLevel'
        ? sql`u.job_level_id = ${id}`
        : attribute === 'org'
          ? sql`u.org_id = ${id}`
          : sql`exists (select 1 from user_identities i where i.user_id = u.id and i.role_id = ${id})`;
  return queryRows(
    db,
    sql`select u.id, coalesce(nullif(u.real_name, ''), u.name) as name, u.work_no from users u
      where u.tenant_id = ${tenantId} and not u.disabled and ${where} order by u.id limit 500`,
    { id: col.int, name: col.text, work_no: col.text },
  );
}

/** The user's org unit and every unit above it, nearest first (the designer's leader-level picker). */
export async function unitsAboveUser(db: DbOrTx, tenantId: string, userId: number) {
  const user = await queryRow(
    db,
    sql`select org_id from users where tenant_id = ${tenantId} and id = ${userId}`,
    {
      org_id: col.intOrNull,
    },
  );
  if (!user || user.org_id === null) return [];
  const ids = await orgLineOf(db, tenantId, user.org_id);
  if (ids.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`select id, name, parent_id from organisations where tenant_id = ${tenantId} and id in ${idList(ids)}`,
    { id: col.int, name: col.text, parent_id: col.intOrNull },
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const line: { orgId: number; orgName: string; level: number }[] = [];
  for (
    let at = byId.get(user.org_id);
    at && line.length < 50;
    at = at.parent_id ? byId.get(at.parent_id) : undefined
  )
    line.push({ orgId: at.id, orgName: at.name, level: line.length + 1 });
  return line;
}
