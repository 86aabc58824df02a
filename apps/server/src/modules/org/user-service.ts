// People of the back office: the list of an org unit and below (within the caller's data scope), one
// person, creating and editing. Creating writes the person and their identity row together; an account or
// phone already used in the tenant is refused (the unique indexes decide, so two admins racing cannot
// create the same account twice).
import {
  DEFAULT_RESET_PASSWORD,
  type TOrgUsersPage,
  type TUserCreate,
  type TUserEdit,
  UserStatus,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { type DataScope, dataScopeOf } from '../../core/data-scope.ts';
import { orgSubtree } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import { hashPassword } from '../../core/passwords.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { personInScope, requireFound, unitInScope } from './policy.ts';
import { containsPattern, type PersonRow, personColumns, personJoins, personShape } from './queries.ts';

export type NewPerson = {
  account: string;
  name: string;
  phone: string | null;
  email: string;
  sex: number;
  workNo: string;
  orgId: number | null;
  positionId: number | null;
  jobLevelId: number | null;
  passwordHash: string;
};

/**
 * Inserts people in one statement; those whose account or phone is taken are skipped (returned missing).
 * Their identity rows follow in one more statement. Returns the accounts inserted with their ids.
 */
export async function insertPeople(tx: DbOrTx, tenantId: string, people: NewPerson[]) {
  if (people.length === 0) return new Map<string, number>();
  const values = sql.join(
    people.map(
      (
        p,
      ) => sql`(${tenantId}, ${p.account}, ${p.passwordHash}, ${p.name}, ${p.phone}, ${p.email}, ${p.sex}, ${p.workNo},
        ${p.orgId}::int, ${p.positionId}::int, ${p.jobLevelId}::int)`,
    ),
    sql`, `,
  );
  const inserted = await queryRows(
    tx,
    sql`insert into users (tenant_id, account, password_hash, name, phone, email, sex, work_no, org_id, position_id, job_level_id)
      values ${values} on conflict do nothing returning id, account`,
    { id: col.int, account: col.text },
  );
  if (inserted.length > 0) {
    await runStatement(
      tx,
      sql`insert into user_identities (user_id, tenant_id) values ${sql.join(
        inserted.map((row) => sql`(${row.id}, ${tenantId})`),
        sql`, `,
      )} on conflict do nothing`,
    );
  }
  return new Map(inserted.map((row) => [row.account, row.id]));
}

export async function listPeople(
  db: Db,
  actor: Actor,
  query: Partial<TOrgUsersPage> & { pageNo: number; pageSize: number; positionId?: number },
) {
  const { tenantId } = actor;
  const scope = await dataScopeOf(db, actor);
  const { limit, offset } = pageWindow(query);
  const filters: SQL[] = [personInScope(tenantId, scope)];
  if (query.orgId) filters.push(sql`u.org_id in ${orgSubtree(tenantId, sql`(${query.orgId})`)}`);
  if (query.positionId) filters.push(sql`u.position_id = ${query.positionId}`);
  if (query.search) {
    const p = containsPattern(query.search);
    filters.push(
      sql`(u.name ilike ${p} or u.account ilike ${p} or u.phone ilike ${p} or u.work_no ilike ${p})`,
    );
  }
  if (query.userStatus)
    filters.push(query.userStatus === UserStatus.frozen ? sql`u.disabled` : sql`not u.disabled`);
  const rows = await queryRows(
    db,
    sql`select ${personColumns}, (count(*) over ())::int as total_num from users u ${personJoins}
      where u.tenant_id = ${tenantId} and ${sql.join(filters, sql` and `)}
      order by u.id desc limit ${limit} offset ${offset}`,
    { ...personShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export function personById(
  db: DbOrTx,
  tenantId: string,
  scope: DataScope,
  id: number,
): Promise<PersonRow | undefined> {
  return queryRow(
    db,
    sql`select ${personColumns} from users u ${personJoins}
      where u.tenant_id = ${tenantId} and u.id = ${id} and ${personInScope(tenantId, scope)}`,
    personShape,
  );
}

export async function findPerson(db: Db, actor: Actor, id: number): Promise<PersonRow> {
  return requireFound(await personById(db, actor.tenantId, await dataScopeOf(db, actor), id));
}

/** The unit, position and job level named by a form: each must exist here (the unit also in scope). */
export async function requirePlacement(
  db: DbOrTx,
  tenantId: string,
  scope: DataScope,
  input: { orgId: number; positionId?: number | undefined; postLevelId?: number | undefined },
) {
  const found = await queryRow(
    db,
    sql`select
        exists (select 1 from organisations o where o.tenant_id = ${tenantId} and o.id = ${input.orgId}
          and ${unitInScope(tenantId, scope, sql`o.id`)}) as org,
        ${input.positionId ? sql`exists (select 1 from positions where tenant_id = ${tenantId} and id = ${input.positionId})` : sql`true`} as position,
        ${input.postLevelId ? sql`exists (select 1 from job_levels where tenant_id = ${tenantId} and id = ${input.postLevelId})` : sql`true`} as level`,
    { org: col.bool, position: col.bool, level: col.bool },
  );
  if (!found?.org || !found.position || !found.level) throw new AppError('NOT_FOUND');
}

async function requireRole(db: DbOrTx, tenantId: string, roleId: number) {
  if (roleId === 0) return;
  const role = await queryRow(
    db,
    sql`select id from roles where tenant_id = ${tenantId} and id = ${roleId}`,
    { id: col.int },
  );
  requireFound(role);
}

export async function createPerson(db: Db, actor: Actor, input: TUserCreate): Promise<number> {
  const { tenantId } = actor;
  const scope = await dataScopeOf(db, actor);
  const passwordHash = await hashPassword(input.password ?? DEFAULT_RESET_PASSWORD);
  return db.transaction(async (tx) => {
    await requirePlacement(tx, tenantId, scope, input);
    const roleId = input.roleIds?.[0] ?? 0;
    await requireRole(tx, tenantId, roleId);
    const account = input.account ?? input.phonenum ?? '';
    const ids = await insertPeople(tx, tenantId, [
      {
        account,
        name: input.name,
        phone: input.phonenum ?? null,
        email: input.email ?? '',
        sex: input.sex,
        workNo: input.workNo ?? '',
        orgId: input.orgId,
        positionId: input.positionId ?? null,
        jobLevelId: input.postLevelId ?? null,
        passwordHash,
      },
    ]);
    const id = ids.get(account);
    if (id === undefined) throw new AppError('ORG_ACCOUNT_TAKEN');
    if (roleId)
      await runStatement(tx, sql`update user_identities set role_id = ${roleId} where user_id = ${id}`);
    const { password: _password, ...after } = input;
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'create',
      entityType: 'user',
      entityId: id,
      after,
    });
    return id;
  });
}

export async function editPerson(db: Db, actor: Actor, input: TUserEdit): Promise<void> {
  const { tenantId } = actor;
  const scope = await dataScopeOf(db, actor);
  await db.transaction(async (tx) => {
    const before = requireFound(await personById(tx, tenantId, scope, input.userId));
    await requirePlacement(tx, tenantId, scope, input);
    const clash = await queryRow(
      tx,
      sql`select id from users where tenant_id = ${tenantId} and phone = ${input.phonenum ?? null} and id <> ${before.id}`,
      { id: col.int },
    );
    if (clash) throw new AppError('ORG_ACCOUNT_TAKEN');
    await runStatement(
      tx,
      sql`update users set name = ${input.name}, phone = ${input.phonenum ?? null}, email = ${input.email ?? ''},
        sex = ${input.sex}, work_no = ${input.workNo ?? ''}, org_id = ${input.orgId}, position_id = ${input.positionId ?? null},
        job_level_id = ${input.postLevelId ?? null}, updated_at = now()
        where tenant_id = ${tenantId} and id = ${before.id}`,
    );
    if (input.roleIds) {
      const roleId = input.roleIds[0] ?? 0;
      await requireRole(tx, tenantId, roleId);
      await runStatement(
        tx,
        sql`update user_identities set role_id = ${roleId} where user_id = ${before.id}`,
      );
    }
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'update',
      entityType: 'user',
      entityId: before.id,
      before,
      after: input,
    });
  });
}

export { requireRole };
