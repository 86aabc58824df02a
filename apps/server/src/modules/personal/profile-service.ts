// My profile: the banner and settings page read it (GET userInfo); I change my e-mail, sex and avatar
// (POST userInfo). Name, work number, unit and position are the organisation's to change (back office);
// the phone goes through the account module's SMS-checked binding, the password through its change rule.
import type { TPersonalInfoSave } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError } from '../../core/app-error.ts';
import { orgLineOf } from '../../core/org-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { checkProfileInfo } from '../account/phone-service.ts';
import { announceSessionChange } from '../auth/session-cache.ts';
import { requireFound } from './policy.ts';
import { profileShape } from './queries.ts';

export async function myProfile(db: DbOrTx, actor: Actor) {
  const row = await queryRow(
    db,
    sql`select u.id, u.account, u.name, u.work_no, u.sex, u.email, u.phone, u.avatar_url, u.org_id,
        coalesce(o.name, '') as org_name, coalesce(p.name, '') as position_name,
        coalesce(i.is_tutor, false) as is_tutor, i.tutor_user_id
      from users u left join organisations o on o.id = u.org_id left join positions p on p.id = u.position_id
        left join user_identities i on i.user_id = u.id
      where u.tenant_id = ${actor.tenantId} and u.id = ${actor.userId}`,
    profileShape,
  );
  return requireFound(row);
}

/** The names of a unit's line from the top down ("Head office / Sales / East"). */
export async function orgLineNames(db: DbOrTx, tenantId: string, orgId: number | null): Promise<string[]> {
  const ids = await orgLineOf(db, tenantId, orgId);
  if (ids.length === 0) return [];
  const units = await queryRows(
    db,
    sql`select id, name, parent_id from organisations where tenant_id = ${tenantId}
      and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    { id: col.int, name: col.text, parent_id: col.intOrNull },
  );
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const names: string[] = [];
  let at = orgId === null ? undefined : byId.get(orgId);
  while (at && names.length <= units.length) {
    names.unshift(at.name);
    at = at.parent_id === null ? undefined : byId.get(at.parent_id);
  }
  return names;
}

export async function saveMyProfile(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  actor: Actor,
  input: TPersonalInfoSave,
) {
  const { db } = deps;
  if (input.userEmail !== undefined) {
    const check = await checkProfileInfo(db, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      email: input.userEmail,
    });
    if (check.emailAvailable === false) throw new AppError('PERSONAL_EMAIL_TAKEN');
  }
  const sets = [
    input.userEmail === undefined ? undefined : sql`email = ${input.userEmail}`,
    input.sex === undefined ? undefined : sql`sex = ${input.sex}`,
    input.avatarUrl === undefined ? undefined : sql`avatar_url = ${input.avatarUrl}`,
  ].filter((set) => set !== undefined);
  if (sets.length === 0) return;
  try {
    await runStatement(
      db,
      sql`update users set ${sql.join(sets, sql`, `)}, updated_at = now()
        where tenant_id = ${actor.tenantId} and id = ${actor.userId}`,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PERSONAL_EMAIL_TAKEN');
    throw error;
  }
  // The name, avatar and e-mail are part of the signed-in profile every instance keeps.
  await announceSessionChange(deps.realtime, {
    scope: 'user',
    tenantId: actor.tenantId,
    userId: actor.userId,
  });
}
