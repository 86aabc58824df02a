// Lecturers (internal staff or external people) and their categories. Making someone a lecturer sets the
// identity the learner side reads (`is_teacher`) together with the profile; disabling or removing a lecturer
// takes the identity away. Everyone is reached through the caller's data scope.
import type { TLecturerCategoryInput, TLecturerInput, TLecturerPage } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { announceSessionChange } from '../auth/session-cache.ts';
import { personInScope, requireAllFound, requireFound } from './policy.ts';
import { containsPattern, idList } from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'realtime'>;

export const lecturerShape = {
  id: col.int,
  name: col.text,
  account: col.text,
  org_name: col.text,
  kind: col.text,
  category_id: col.intOrNull,
  category_name: col.text,
  level: col.text,
  intro: col.text,
  enabled: col.bool,
};
const lecturerColumns = sql`u.id, u.name, u.account, coalesce(o.name, '') as org_name, coalesce(lp.kind, 'internal') as kind,
  lp.category_id, coalesce(c.name, '') as category_name, coalesce(lp.level, '') as level, coalesce(lp.intro, '') as intro,
  coalesce(lp.enabled, true) as enabled`;
const lecturerFrom = (tenantId: string) => sql`from users u join user_identities i on i.user_id = u.id
  left join lecturer_profiles lp on lp.user_id = u.id
  left join lecturer_categories c on c.id = lp.category_id
  left join organisations o on o.id = u.org_id
  where u.tenant_id = ${tenantId} and (i.is_teacher or lp.user_id is not null)`;

export async function listLecturers(db: Db, actor: Actor, query: TLecturerPage) {
  const scope = await dataScopeOf(db, actor);
  const { limit, offset } = pageWindow(query);
  const filters: SQL[] = [personInScope(actor.tenantId, scope)];
  if (query.search)
    filters.push(
      sql`(u.name ilike ${containsPattern(query.search)} or u.account ilike ${containsPattern(query.search)})`,
    );
  if (query.kind) filters.push(sql`coalesce(lp.kind, 'internal') = ${query.kind}`);
  if (query.categoryId) filters.push(sql`lp.category_id = ${query.categoryId}`);
  const rows = await queryRows(
    db,
    sql`select ${lecturerColumns}, (count(*) over ())::int as total_num ${lecturerFrom(actor.tenantId)}
      and ${sql.join(filters, sql` and `)} order by u.id desc limit ${limit} offset ${offset}`,
    { ...lecturerShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function findLecturer(db: Db, actor: Actor, userId: number) {
  const scope = await dataScopeOf(db, actor);
  return requireFound(
    await queryRow(
      db,
      sql`select ${lecturerColumns} ${lecturerFrom(actor.tenantId)} and u.id = ${userId} and ${personInScope(actor.tenantId, scope)}`,
      lecturerShape,
    ),
  );
}

async function requireCategory(tx: DbOrTx, tenantId: string, categoryId: number | undefined) {
  if (!categoryId) return null;
  const row = await queryRow(
    tx,
    sql`select id from lecturer_categories where tenant_id = ${tenantId} and id = ${categoryId}`,
    { id: col.int },
  );
  return requireFound(row).id;
}

/** Upserts a lecturer profile and sets the identity (inside the caller's transaction). */
export async function upsertLecturer(
  tx: DbOrTx,
  tenantId: string,
  userId: number,
  input: Omit<TLecturerInput, 'userId'>,
  categoryId: number | null,
) {
  await runStatement(
    tx,
    sql`insert into lecturer_profiles (user_id, tenant_id, kind, category_id, level, intro)
      values (${userId}, ${tenantId}, ${input.kind}, ${categoryId}, ${input.level ?? ''}, ${input.intro ?? ''})
      on conflict (user_id) do update set kind = excluded.kind, category_id = excluded.category_id,
        level = excluded.level, intro = excluded.intro, enabled = true`,
  );
  await runStatement(
    tx,
    sql`update user_identities set is_teacher = true where user_id = ${userId} and tenant_id = ${tenantId}`,
  );
}

export async function saveLecturer(deps: Deps, actor: Actor, input: TLecturerInput) {
  const scope = await dataScopeOf(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const person = await queryRows(
      tx,
      sql`select u.id from users u where u.tenant_id = ${actor.tenantId} and u.id = ${input.userId} and ${personInScope(actor.tenantId, scope)}`,
      { id: col.int },
    );
    requireFound(person[0]);
    const categoryId = await requireCategory(tx, actor.tenantId, input.categoryId);
    await upsertLecturer(tx, actor.tenantId, input.userId, input, categoryId);
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'save',
      entityType: 'lecturer',
      entityId: input.userId,
      after: input,
    });
  });
  await announceSessionChange(deps.realtime, {
    scope: 'user',
    tenantId: actor.tenantId,
    userId: input.userId,
  });
}

/** Enables, disables (`enabled`) or removes (`remove`) lecturers; the identity follows. */
export async function changeLecturers(
  deps: Deps,
  actor: Actor,
  userIds: number[],
  change: { enabled: boolean } | 'remove',
) {
  const scope = await dataScopeOf(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const people = await queryRows(
      tx,
      sql`select u.id from users u where u.tenant_id = ${actor.tenantId} and u.id in ${idList(userIds)} and ${personInScope(actor.tenantId, scope)}`,
      { id: col.int },
    );
    requireAllFound(people, userIds);
    const teaching = change !== 'remove' && change.enabled;
    if (change === 'remove') {
      await runStatement(
        tx,
        sql`delete from lecturer_profiles where tenant_id = ${actor.tenantId} and user_id in ${idList(userIds)}`,
      );
    } else {
      await runStatement(
        tx,
        sql`insert into lecturer_profiles (user_id, tenant_id, enabled)
          select id, ${actor.tenantId}, ${teaching} from users where id in ${idList(userIds)}
          on conflict (user_id) do update set enabled = excluded.enabled`,
      );
    }
    await runStatement(
      tx,
      sql`update user_identities set is_teacher = ${teaching} where tenant_id = ${actor.tenantId} and user_id in ${idList(userIds)}`,
    );
    for (const id of userIds) {
      await recordAudit(tx, actor, {
        module: 'org',
        action: change === 'remove' ? 'delete' : teaching ? 'enable' : 'disable',
        entityType: 'lecturer',
        entityId: id,
      });
    }
  });
  await announceSessionChange(
    deps.realtime,
    ...userIds.map((userId) => ({ scope: 'user' as const, tenantId: actor.tenantId, userId })),
  );
}

const categoryShape = {
  id: col.int,
  name: col.text,
  parent_id: col.intOrNull,
  enabled: col.bool,
  sort: col.int,
  lecturer_num: col.int,
};

export function listLecturerCategories(db: Db, actor: Actor) {
  return queryRows(
    db,
    sql`select c.id, c.name, c.parent_id, c.enabled, c.sort,
        (select count(*) from lecturer_profiles lp where lp.category_id = c.id)::int as lecturer_num
      from lecturer_categories c where c.tenant_id = ${actor.tenantId} order by c.sort, c.id`,
    categoryShape,
  );
}

export async function saveLecturerCategory(
  db: Db,
  actor: Actor,
  input: TLecturerCategoryInput,
): Promise<number> {
  return db.transaction(async (tx) => {
    const parentId = await requireCategory(tx, actor.tenantId, input.parentId);
    if (input.id) {
      const before = requireFound(
        await queryRow(
          tx,
          sql`select id, name from lecturer_categories where tenant_id = ${actor.tenantId} and id = ${input.id}`,
          { id: col.int, name: col.text },
        ),
      );
      if (parentId === before.id) throw new AppError('ORG_CYCLE');
      await runStatement(
        tx,
        sql`update lecturer_categories set name = ${input.name}, parent_id = ${parentId}, sort = ${input.sort} where tenant_id = ${actor.tenantId} and id = ${before.id}`,
      );
      await recordAudit(tx, actor, {
        module: 'org',
        action: 'update',
        entityType: 'lecturerCategory',
        entityId: before.id,
        before,
        after: input,
      });
      return before.id;
    }
    const row = requireFound(
      await queryRow(
        tx,
        sql`insert into lecturer_categories (tenant_id, name, parent_id, sort, created_by) values (${actor.tenantId}, ${input.name}, ${parentId}, ${input.sort}, ${actor.userId}) returning id`,
        { id: col.int },
      ),
    );
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'create',
      entityType: 'lecturerCategory',
      entityId: row.id,
      after: input,
    });
    return row.id;
  });
}

export async function changeLecturerCategory(
  db: Db,
  actor: Actor,
  id: number,
  change: { enabled: boolean } | 'delete',
) {
  await db.transaction(async (tx) => {
    const before = requireFound(
      await queryRow(
        tx,
        sql`select c.id, c.name, c.parent_id, c.enabled, c.sort,
        (select count(*) from lecturer_profiles lp where lp.category_id = c.id)::int as lecturer_num
      from lecturer_categories c where c.tenant_id = ${actor.tenantId} and c.id = ${id}`,
        categoryShape,
      ),
    );
    if (change === 'delete') {
      const children = await queryRows(
        tx,
        sql`select id from lecturer_categories where tenant_id = ${actor.tenantId} and parent_id = ${id}`,
        { id: col.int },
      );
      if (before.lecturer_num > 0 || children.length > 0) throw new AppError('CONFLICT');
      await runStatement(
        tx,
        sql`delete from lecturer_categories where tenant_id = ${actor.tenantId} and id = ${id}`,
      );
    } else {
      await runStatement(
        tx,
        sql`update lecturer_categories set enabled = ${change.enabled} where tenant_id = ${actor.tenantId} and id = ${id}`,
      );
    }
    await recordAudit(tx, actor, {
      module: 'org',
      action: change === 'delete' ? 'delete' : 'update',
      entityType: 'lecturerCategory',
      entityId: id,
      before,
      after: change,
    });
  });
}
