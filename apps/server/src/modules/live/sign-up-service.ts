// Joining a live: a learner signs up for a sign-up live (pending until the lecturer approves, or approved at
// once when the plan asks no approval) or adds an open live to My Task. One row per learner and live (a
// unique index), so two tabs signing up at once make one sign-up. The lecturer decides each pending sign-up
// once: the same decision again changes nothing, the other decision is refused.
import { LiveSignUpStatus, type TApproveSignUp } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { asVisitor, staffLive, visibleLive } from './access-service.ts';

export async function signUpForLive(db: Db, actor: Actor, liveId: number) {
  const live = await visibleLive(db, asVisitor(actor), liveId);
  const plan = await queryRow(db, sql`select sign_up_approval from live_plans where id = ${liveId}`, {
    sign_up_approval: col.bool,
  });
  const pending = live.audience === 'signUp' && (plan?.sign_up_approval ?? true);
  const status = pending ? LiveSignUpStatus.pending : LiveSignUpStatus.approved;
  await runStatement(
    db,
    sql`insert into live_sign_ups (tenant_id, live_id, user_id, status) values (${actor.tenantId}, ${liveId}, ${actor.userId}, ${status})
      on conflict (live_id, user_id) do nothing`,
  );
  await runStatement(
    db,
    sql`delete from live_study_removals where live_id = ${liveId} and user_id = ${actor.userId}`,
  );
  const row = await queryRow(
    db,
    sql`select id, status from live_sign_ups where live_id = ${liveId} and user_id = ${actor.userId}`,
    {
      id: col.int,
      status: col.int,
    },
  );
  return { signUpId: row?.id ?? 0, status: row?.status ?? status };
}

export async function decideSignUp(db: Db, actor: Actor, input: TApproveSignUp) {
  const signUp = await queryRow(
    db,
    sql`select id, live_id, status from live_sign_ups where tenant_id = ${actor.tenantId} and id = ${input.signUpId}`,
    { id: col.int, live_id: col.int, status: col.int },
  );
  if (!signUp || (input.liveId !== undefined && input.liveId !== signUp.live_id))
    throw new AppError('NOT_FOUND');
  await staffLive(db, actor, signUp.live_id);
  const changed = await runStatement(
    db,
    sql`update live_sign_ups set status = ${input.type}, approval_desc = ${input.approvalDesc ?? ''},
      decided_by = ${actor.userId}, decided_at = now() where id = ${signUp.id} and status = ${LiveSignUpStatus.pending}`,
  );
  if (changed === 0) {
    const now = await queryRow(db, sql`select status from live_sign_ups where id = ${signUp.id}`, {
      status: col.int,
    });
    if (now?.status !== input.type) throw new AppError('LIVE_SIGN_UP_DONE');
  }
  return { signUpId: signUp.id, status: input.type };
}

const signUpShape = {
  id: col.int,
  user_id: col.int,
  name: col.text,
  org_name: col.text,
  status: col.int,
  approval_desc: col.text,
  created_at: col.epochMs,
  total_num: col.int,
};

/** The lecturer's list of a live's sign-ups. */
export async function listSignUps(
  db: Db,
  actor: Actor,
  liveId: number,
  page: { pageNo: number; pageSize: number },
) {
  await staffLive(db, actor, liveId);
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows(
    db,
    sql`select su.id, su.user_id, coalesce(u.name, '') as name, coalesce(o.name, '') as org_name, su.status, su.approval_desc,
        (extract(epoch from su.created_at) * 1000)::float8 as created_at, (count(*) over ())::int as total_num
      from live_sign_ups su join users u on u.id = su.user_id left join organisations o on o.id = u.org_id
      where su.tenant_id = ${actor.tenantId} and su.live_id = ${liveId}
      order by su.status = 0 desc, su.created_at desc limit ${limit} offset ${offset}`,
    signUpShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** My Task remove: only lives the learner joined; assigned ones stay. Returns how many left the list. */
export async function removeLivesFromStudy(db: Db, actor: Actor, ids: number[]): Promise<number> {
  let removed = 0;
  for (const liveId of ids) {
    removed += await runStatement(
      db,
      sql`insert into live_study_removals (tenant_id, live_id, user_id)
        select ${actor.tenantId}, su.live_id, su.user_id from live_sign_ups su join live_plans p on p.id = su.live_id
        where su.tenant_id = ${actor.tenantId} and su.live_id = ${liveId} and su.user_id = ${actor.userId}
          and not (p.audience = 'limited' and exists (select 1 from live_audiences a where a.live_id = p.id
            and a.target_type = 'user' and a.target_id = ${actor.userId}))
        on conflict do nothing`,
    );
  }
  return removed;
}

/** My Task add: joins each visible live (a sign-up live gets a sign-up). */
export async function addLivesToStudy(db: Db, actor: Actor, ids: number[]): Promise<number> {
  let added = 0;
  for (const liveId of ids) {
    await signUpForLive(db, actor, liveId);
    added += 1;
  }
  return added;
}
