// Changes to people that reach the learner side at once: freeze (their sessions end now), password reset,
// moving between org units, deletion, back-office role and identities (lecturer, tutor, org admin). Each
// runs in one transaction with its audit rows; after the commit the people's cached sessions are dropped on
// every instance (announceSessionChange), so menus, identity flags and My Task follow on the next request.
import { DEFAULT_RESET_PASSWORD, type TUserIdentity, UserStatus } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { type DataScope, dataScopeOf } from '../../core/data-scope.ts';
import { hashPassword } from '../../core/passwords.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';
import { announceSessionChange } from '../auth/session-cache.ts';
import { personInScope, requireAllFound, requireFound, requireNotSelf, unitInScope } from './policy.ts';
import { idList } from './queries.ts';
import { personById, requireRole } from './user-service.ts';

type Deps = Pick<AppDeps, 'db' | 'realtime'>;

async function peopleInScope(tx: DbOrTx, tenantId: string, scope: DataScope, ids: number[]) {
  const rows = await queryRows(
    tx,
    sql`select u.id, u.org_id, u.disabled from users u
      where u.tenant_id = ${tenantId} and u.id in ${idList(ids)} and ${personInScope(tenantId, scope)}`,
    { id: col.int, org_id: col.intOrNull, disabled: col.bool },
  );
  return requireAllFound(rows, ids);
}

async function announce(deps: Deps, tenantId: string, userIds: number[]) {
  await announceSessionChange(
    deps.realtime,
    ...userIds.map((userId) => ({ scope: 'user' as const, tenantId, userId })),
  );
}

/** Freezes ('2': sessions revoked, sign-in refused) or unfreezes ('1') people. */
export async function setPeopleStatus(deps: Deps, actor: Actor, userIds: number[], status: UserStatus) {
  requireNotSelf(actor, userIds);
  const scope = await dataScopeOf(deps.db, actor);
  const frozen = status === UserStatus.frozen;
  await deps.db.transaction(async (tx) => {
    const before = await peopleInScope(tx, actor.tenantId, scope, userIds);
    await runStatement(
      tx,
      sql`update users set disabled = ${frozen}, updated_at = now() where tenant_id = ${actor.tenantId} and id in ${idList(userIds)}`,
    );
    if (frozen) {
      await runStatement(
        tx,
        sql`update sessions set revoked_at = now(), revoke_reason = 'frozen'
          where tenant_id = ${actor.tenantId} and user_id in ${idList(userIds)} and revoked_at is null`,
      );
    }
    for (const person of before) {
      await recordAudit(tx, actor, {
        module: 'org',
        action: frozen ? 'freeze' : 'unfreeze',
        entityType: 'user',
        entityId: person.id,
        before: { disabled: person.disabled },
        after: { disabled: frozen },
      });
    }
  });
  await announce(deps, actor.tenantId, userIds);
}

/** Sets the default password; the people's other sessions end (a reset means the old one is not trusted). */
export async function resetPasswords(deps: Deps, actor: Actor, userIds: number[]) {
  const scope = await dataScopeOf(deps.db, actor);
  const passwordHash = await hashPassword(DEFAULT_RESET_PASSWORD);
  const others = userIds.filter((id) => id !== actor.userId);
  await deps.db.transaction(async (tx) => {
    await peopleInScope(tx, actor.tenantId, scope, userIds);
    await runStatement(
      tx,
      sql`update users set password_hash = ${passwordHash}, updated_at = now() where tenant_id = ${actor.tenantId} and id in ${idList(userIds)}`,
    );
    if (others.length > 0) {
      await runStatement(
        tx,
        sql`update sessions set revoked_at = now(), revoke_reason = 'password reset'
          where tenant_id = ${actor.tenantId} and user_id in ${idList(others)} and revoked_at is null`,
      );
    }
    for (const id of userIds)
      await recordAudit(tx, actor, {
        module: 'org',
        action: 'resetPassword',
        entityType: 'user',
        entityId: id,
      });
  });
  await announce(deps, actor.tenantId, others);
}

/** Moves people to org unit `orgId` (both they and the unit in the caller's scope). */
export async function movePeople(deps: Deps, actor: Actor, userIds: number[], orgId: number) {
  requireNotSelf(actor, userIds);
  const scope = await dataScopeOf(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const before = await peopleInScope(tx, actor.tenantId, scope, userIds);
    const unit = await queryRows(
      tx,
      sql`select o.id from organisations o where o.tenant_id = ${actor.tenantId} and o.id = ${orgId} and ${unitInScope(actor.tenantId, scope, sql`o.id`)}`,
      { id: col.int },
    );
    requireFound(unit[0]);
    await runStatement(
      tx,
      sql`update users set org_id = ${orgId}, updated_at = now() where tenant_id = ${actor.tenantId} and id in ${idList(userIds)}`,
    );
    for (const person of before) {
      await recordAudit(tx, actor, {
        module: 'org',
        action: 'move',
        entityType: 'user',
        entityId: person.id,
        before: { orgId: person.org_id },
        after: { orgId },
      });
    }
  });
  await announce(deps, actor.tenantId, userIds);
}

/** Deletes people without history; anyone whose records others point at must be frozen instead (409). */
export async function deletePeople(deps: Deps, actor: Actor, userIds: number[]) {
  requireNotSelf(actor, userIds);
  const scope = await dataScopeOf(deps.db, actor);
  try {
    await deps.db.transaction(async (tx) => {
      const before = await peopleInScope(tx, actor.tenantId, scope, userIds);
      await runStatement(
        tx,
        sql`delete from sessions where tenant_id = ${actor.tenantId} and user_id in ${idList(userIds)}`,
      );
      await runStatement(
        tx,
        sql`delete from users where tenant_id = ${actor.tenantId} and id in ${idList(userIds)}`,
      );
      for (const person of before)
        await recordAudit(tx, actor, {
          module: 'org',
          action: 'delete',
          entityType: 'user',
          entityId: person.id,
          before: person,
        });
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code =
      (error as { code?: unknown; cause?: { code?: unknown } }).code ??
      (error as { cause?: { code?: unknown } }).cause?.code;
    if (code === '23503') throw new AppError('CONFLICT');
    throw error;
  }
  await announce(deps, actor.tenantId, userIds);
}

/** The back-office role of one person (0 = none). */
export async function setPersonRole(deps: Deps, actor: Actor, userId: number, roleId: number) {
  const scope = await dataScopeOf(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const before = requireFound(await personById(tx, actor.tenantId, scope, userId));
    await requireRole(tx, actor.tenantId, roleId);
    await runStatement(
      tx,
      sql`update user_identities set role_id = ${roleId} where user_id = ${userId} and tenant_id = ${actor.tenantId}`,
    );
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'grant',
      entityType: 'userRole',
      entityId: userId,
      before: { roleId: before.role_id },
      after: { roleId },
    });
  });
  await announce(deps, actor.tenantId, [userId]);
}

/** Lecturer, tutor and org admin identities; an org admin manages `orgIds` (their own unit by default). */
export async function setPersonIdentity(deps: Deps, actor: Actor, input: TUserIdentity) {
  const scope = await dataScopeOf(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const before = requireFound(await personById(tx, actor.tenantId, scope, input.userId));
    const after = {
      isLecturer: input.isLecturer ?? before.is_teacher,
      isTutor: input.isTutor ?? before.is_tutor,
      isOrgAdmin: input.isOrgAdmin ?? before.is_org_admin,
    };
    await runStatement(
      tx,
      sql`update user_identities set is_teacher = ${after.isLecturer}, is_tutor = ${after.isTutor}, is_org_admin = ${after.isOrgAdmin}
        where user_id = ${before.id} and tenant_id = ${actor.tenantId}`,
    );
    if (input.isOrgAdmin !== undefined || input.orgIds) {
      const orgIds = after.isOrgAdmin ? (input.orgIds ?? (before.org_id ? [before.org_id] : [])) : [];
      if (orgIds.length > 0) {
        const units = await queryRows(
          tx,
          sql`select o.id from organisations o where o.tenant_id = ${actor.tenantId} and o.id in ${idList(orgIds)}
            and ${unitInScope(actor.tenantId, scope, sql`o.id`)}`,
          { id: col.int },
        );
        requireAllFound(units, orgIds);
      }
      await runStatement(
        tx,
        sql`delete from org_privileges where tenant_id = ${actor.tenantId} and user_id = ${before.id}`,
      );
      for (const orgId of orgIds) {
        await runStatement(
          tx,
          sql`insert into org_privileges (tenant_id, user_id, org_id) values (${actor.tenantId}, ${before.id}, ${orgId})`,
        );
      }
    }
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'grant',
      entityType: 'userIdentity',
      entityId: before.id,
      before: { isLecturer: before.is_teacher, isTutor: before.is_tutor, isOrgAdmin: before.is_org_admin },
      after: { ...after, orgIds: input.orgIds },
    });
  });
  await announce(deps, actor.tenantId, [input.userId]);
}
