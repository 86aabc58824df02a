// Tutors and their apprentices: the tutor identity (`is_tutor`) and each apprentice's tutor
// (`user_identities.tutor_user_id`) are what the learner side reads, so every change here announces the
// people's sessions. An apprentice has one tutor at a time and is never their own tutor.
import type { TApprenticeChange, TPageQuery } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import type { DataScope } from '../../core/data-scope.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';
import { announceSessionChange } from '../auth/session-cache.ts';
import { personInScope, requireAllFound } from './policy.ts';
import { containsPattern, idList } from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'realtime'>;

export const tutorShape = {
  id: col.int,
  name: col.text,
  org_name: col.text,
  position_name: col.text,
  apprentice_num: col.int,
};

export async function listTutors(db: Db, actor: Actor, query: TPageQuery & { search?: string | undefined }) {
  const scope = await dataScopeOf(db, actor);
  const { limit, offset } = pageWindow(query);
  const named = query.search ? sql`u.name ilike ${containsPattern(query.search)}` : sql`true`;
  const rows = await queryRows(
    db,
    sql`select u.id, u.name, coalesce(o.name, '') as org_name, coalesce(p.name, '') as position_name,
        (select count(*) from user_identities a where a.tutor_user_id = u.id)::int as apprentice_num,
        (count(*) over ())::int as total_num
      from users u join user_identities i on i.user_id = u.id
        left join organisations o on o.id = u.org_id left join positions p on p.id = u.position_id
      where u.tenant_id = ${actor.tenantId} and i.is_tutor and ${named} and ${personInScope(actor.tenantId, scope)}
      order by u.id desc limit ${limit} offset ${offset}`,
    { ...tutorShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

async function peopleInScope(tx: DbOrTx, actor: Actor, scope: DataScope, ids: number[]) {
  const rows = await queryRows(
    tx,
    sql`select u.id from users u where u.tenant_id = ${actor.tenantId} and u.id in ${idList(ids)} and ${personInScope(actor.tenantId, scope)}`,
    { id: col.int },
  );
  return requireAllFound(rows, ids);
}

async function announce(deps: Deps, tenantId: string, ids: number[]) {
  await announceSessionChange(
    deps.realtime,
    ...ids.map((userId) => ({ scope: 'user' as const, tenantId, userId })),
  );
}

/** Makes people tutors (`true`) or takes the identity away, ending their apprenticeships (`false`). */
export async function setTutors(deps: Deps, actor: Actor, userIds: number[], tutor: boolean) {
  const scope = await dataScopeOf(deps.db, actor);
  let affected = [...userIds];
  await deps.db.transaction(async (tx) => {
    await peopleInScope(tx, actor, scope, userIds);
    await runStatement(
      tx,
      sql`update user_identities set is_tutor = ${tutor} where tenant_id = ${actor.tenantId} and user_id in ${idList(userIds)}`,
    );
    if (!tutor) {
      const apprentices = await queryRows(
        tx,
        sql`update user_identities set tutor_user_id = null where tenant_id = ${actor.tenantId} and tutor_user_id in ${idList(userIds)} returning user_id`,
        { user_id: col.int },
      );
      affected = [...affected, ...apprentices.map((a) => a.user_id)];
    }
    for (const id of userIds)
      await recordAudit(tx, actor, {
        module: 'org',
        action: tutor ? 'grant' : 'revoke',
        entityType: 'tutor',
        entityId: id,
      });
  });
  await announce(deps, actor.tenantId, affected);
}

export async function listApprentices(db: Db, actor: Actor, tutorId: number) {
  const scope = await dataScopeOf(db, actor);
  await peopleInScope(db, actor, scope, [tutorId]);
  return queryRows(
    db,
    sql`select u.id, u.name, coalesce(o.name, '') as org_name, i.tutor_user_id as tutor_id
      from user_identities i join users u on u.id = i.user_id left join organisations o on o.id = u.org_id
      where i.tenant_id = ${actor.tenantId} and i.tutor_user_id = ${tutorId} order by u.name, u.id`,
    { id: col.int, name: col.text, org_name: col.text, tutor_id: col.int },
  );
}

/** Gives a tutor apprentices (each leaves any earlier tutor) or ends their apprenticeship. */
export async function changeApprentices(deps: Deps, actor: Actor, input: TApprenticeChange) {
  if (input.userIds.includes(input.tutorId)) throw new AppError('ORG_SELF_CHANGE');
  const scope = await dataScopeOf(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    await peopleInScope(tx, actor, scope, [input.tutorId, ...input.userIds]);
    const tutor = await queryRows(
      tx,
      sql`select user_id from user_identities where tenant_id = ${actor.tenantId} and user_id = ${input.tutorId} and is_tutor`,
      { user_id: col.int },
    );
    if (tutor.length === 0) throw new AppError('NOT_FOUND');
    await runStatement(
      tx,
      input.action === 'add'
        ? sql`update user_identities set tutor_user_id = ${input.tutorId} where tenant_id = ${actor.tenantId} and user_id in ${idList(input.userIds)}`
        : sql`update user_identities set tutor_user_id = null where tenant_id = ${actor.tenantId} and tutor_user_id = ${input.tutorId} and user_id in ${idList(input.userIds)}`,
    );
    await recordAudit(tx, actor, {
      module: 'org',
      action: input.action === 'add' ? 'addApprentices' : 'endApprentices',
      entityType: 'tutor',
      entityId: input.tutorId,
      after: { userIds: input.userIds },
    });
  });
  await announce(deps, actor.tenantId, [input.tutorId, ...input.userIds]);
}

/** One tutor (in scope) as the tutor list shows them. */
export async function findTutor(db: Db, actor: Actor, tutorId: number) {
  const scope = await dataScopeOf(db, actor);
  const rows = await queryRows(
    db,
    sql`select u.id, u.name, coalesce(o.name, '') as org_name, coalesce(p.name, '') as position_name,
        (select count(*) from user_identities a where a.tutor_user_id = u.id)::int as apprentice_num
      from users u join user_identities i on i.user_id = u.id
        left join organisations o on o.id = u.org_id left join positions p on p.id = u.position_id
      where u.tenant_id = ${actor.tenantId} and u.id = ${tutorId} and i.is_tutor and ${personInScope(actor.tenantId, scope)}`,
    tutorShape,
  );
  const [tutor] = rows;
  if (!tutor) throw new AppError('NOT_FOUND');
  return tutor;
}

/** Whether each person (in scope) is a tutor and whose apprentice they are. */
export async function tutorStates(db: Db, actor: Actor, userIds: number[]) {
  const scope = await dataScopeOf(db, actor);
  await peopleInScope(db, actor, scope, userIds);
  return queryRows(
    db,
    sql`select i.user_id, i.is_tutor, i.tutor_user_id from user_identities i
      where i.tenant_id = ${actor.tenantId} and i.user_id in ${idList(userIds)} order by i.user_id`,
    { user_id: col.int, is_tutor: col.bool, tutor_user_id: col.intOrNull },
  );
}
