// Back-office arrangements (plans): a copy of a template handed to an audience for a window; start,
// suspend (logical status 2) and finish; edit and delete. Audited; inside the caller's data scope.
import {
  QuestionnaireLogicStatus,
  QuestionnaireStatus,
  type TAsqAdminList,
  type TAsqPlanSave,
} from '@elearning/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { dataScopeOf, inDataScope } from '../../core/data-scope.ts';
import { usersTargetedBy } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { questionnairePlans, questionnairePlanTargets } from '../../db/schema/index.ts';
import { requireFound, requireNoAnswers } from './policy.ts';
import { joinCount, planColumns, planHasAnswers, planJoins, planShape } from './queries.ts';
import { forgetMyPlans } from './queries-my-plans.ts';
import { getTemplate } from './template-service.ts';

export const planListShape = { ...planShape, join_count: col.int, total_people: col.int };

/** SQL: how many active users plan `p`'s targets reach. */
function totalPeople(tenantId: string): SQL {
  const targets = sql`(select t.target_type, t.target_id from questionnaire_plan_targets t
    where t.tenant_id = ${tenantId} and t.plan_id = p.id)`;
  return sql`(select count(*) from ${usersTargetedBy(tenantId, targets)} reached)::int`;
}

async function scopeOf(db: Db, actor: Actor): Promise<SQL> {
  const scope = await dataScopeOf(db, actor);
  return inDataScope(actor.tenantId, scope, { org: sql`p.org_id`, owner: sql`p.creator_id` });
}

/** `filter` replaces the data scope (the lecturer's own plans); without it the back office's scope applies. */
export async function listPlans(db: Db, actor: Actor, query: TAsqAdminList, filter?: SQL) {
  const { limit, offset } = pageWindow(query);
  const name = query.name ? sql`and p.name ilike ${`%${query.name}%`}` : sql``;
  const rows = await queryRows(
    db,
    sql`select ${planColumns}, ${joinCount} as join_count, ${totalPeople(actor.tenantId)} as total_people,
        (count(*) over ())::int as total_num
      from questionnaire_plans p ${planJoins}
      where p.tenant_id = ${actor.tenantId} and ${filter ?? (await scopeOf(db, actor))} ${name}
      order by p.created_at desc, p.id desc limit ${limit} offset ${offset}`,
    { ...planListShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function targetsOf(db: DbOrTx, tenantId: string, planId: number) {
  return queryRows(
    db,
    sql`select target_type, target_id from questionnaire_plan_targets where tenant_id = ${tenantId} and plan_id = ${planId}
      order by id`,
    { target_type: col.text, target_id: col.int },
  );
}

export async function getPlan(db: Db, actor: Actor, id: number, filter?: SQL) {
  const plan = requireFound(
    await queryRow(
      db,
      sql`select ${planColumns}, ${joinCount} as join_count, ${totalPeople(actor.tenantId)} as total_people
        from questionnaire_plans p ${planJoins}
        where p.tenant_id = ${actor.tenantId} and p.id = ${id} and ${filter ?? (await scopeOf(db, actor))}`,
      planListShape,
    ),
  );
  return { plan, targets: await targetsOf(db, actor.tenantId, id) };
}

/**
 * Locks plan `planId` and tells whether it holds an answer. A submit holds the plan row FOR SHARE while it
 * stores the answer (take-service.ts), so once the lock is ours the check (its own statement, a fresh
 * snapshot) sees every answer given under the plan's current anonymity.
 */
async function lockAndCheckAnswers(tx: DbOrTx, tenantId: string, planId: number): Promise<boolean> {
  await runStatement(
    tx,
    sql`select id from questionnaire_plans where tenant_id = ${tenantId} and id = ${planId} for update`,
  );
  const row = await queryRow(tx, sql`select ${planHasAnswers(tenantId, sql`${planId}`)} as answered`, {
    answered: col.bool,
  });
  return row?.answered ?? false;
}

export async function savePlan(db: Db, actor: Actor, input: TAsqPlanSave) {
  const template = await getTemplate(db, actor, input.templateId);
  const before = input.id ? await getPlan(db, actor, input.id) : null;
  if (before && before.plan.template_id !== input.templateId) requireNoAnswers(before.plan.join_count);
  const saved = await db.transaction(async (tx) => {
    const answered = before ? await lockAndCheckAnswers(tx, actor.tenantId, before.plan.id) : false;
    const values = {
      templateId: template.id,
      name: input.name,
      remark: template.remark,
      // A plan's anonymity is fixed once it holds an answer: the flag is then left as it is, never copied
      // from the template again (the template may have changed before the first answer came in). Keeping it,
      // rather than refusing the save, is the stricter choice: no sequence of edits can ever name those who
      // answered, and the plan's window and audience stay editable — a refusal could not be lifted, since a
      // template used by an answered plan may no longer change its own flag (template-service.ts).
      ...(answered ? {} : { anonymous: template.anonymous }),
      startTime: new Date(input.startTime),
      endTime: new Date(input.endTime),
      bizType: input.bizType,
      bizId: input.bizId,
      // Answers stay readable: the questions are only re-copied while nobody has answered.
      ...(before && before.plan.join_count > 0 ? {} : { questions: template.questions }),
    };
    const [row] = before
      ? await tx
          .update(questionnairePlans)
          .set(values)
          .where(
            and(eq(questionnairePlans.tenantId, actor.tenantId), eq(questionnairePlans.id, before.plan.id)),
          )
          .returning({ id: questionnairePlans.id })
      : await tx
          .insert(questionnairePlans)
          .values({
            ...values,
            questions: template.questions,
            tenantId: actor.tenantId,
            creatorId: actor.userId,
            orgId: actor.orgId,
          })
          .returning({ id: questionnairePlans.id });
    const id = requireFound(row).id;
    await tx
      .delete(questionnairePlanTargets)
      .where(
        and(eq(questionnairePlanTargets.tenantId, actor.tenantId), eq(questionnairePlanTargets.planId, id)),
      );
    const targets = [...new Map(input.targets.map((t) => [`${t.targetType}:${t.targetId}`, t])).values()];
    await tx
      .insert(questionnairePlanTargets)
      .values(targets.map((t) => ({ ...t, tenantId: actor.tenantId, planId: id })));
    await recordAudit(tx, actor, {
      module: 'questionnaire',
      action: before ? 'update' : 'create',
      entityType: 'questionnairePlan',
      entityId: id,
      before: before ? { ...before.plan, questions: undefined, targets: before.targets } : null,
      after: { ...values, questions: undefined, targets },
    });
    return id;
  });
  forgetMyPlans(actor.tenantId);
  return saved;
}

export async function deletePlans(db: Db, actor: Actor, ids: number[]) {
  for (const id of ids) await getPlan(db, actor, id);
  const count = await db.transaction(async (tx) => {
    const removed = await tx
      .delete(questionnairePlans)
      .where(and(eq(questionnairePlans.tenantId, actor.tenantId), inArray(questionnairePlans.id, ids)))
      .returning({ id: questionnairePlans.id });
    for (const row of removed)
      await recordAudit(tx, actor, {
        module: 'questionnaire',
        action: 'delete',
        entityType: 'questionnairePlan',
        entityId: row.id,
      });
    return removed.length;
  });
  forgetMyPlans(actor.tenantId);
  return count;
}

export type PlanControl = 'start' | 'suspend' | 'finish';

/** saveAsqUrl: keeps the address the plan is shared at (a plan in the caller's scope). */
export async function savePlanUrl(db: Db, actor: Actor, id: number, asqUrl: string) {
  const { plan } = await getPlan(db, actor, id);
  await db.transaction(async (tx) => {
    await tx
      .update(questionnairePlans)
      .set({ asqUrl })
      .where(and(eq(questionnairePlans.tenantId, actor.tenantId), eq(questionnairePlans.id, id)));
    await recordAudit(tx, actor, {
      module: 'questionnaire',
      action: 'update',
      entityType: 'questionnairePlan',
      entityId: id,
      before: { asqUrl: plan.asq_url },
      after: { asqUrl },
    });
  });
}

/** Start (resume), suspend (logical status 2) or finish early; an ended plan takes none of them. */
export async function controlPlan(db: Db, actor: Actor, id: number, action: PlanControl) {
  const { plan } = await getPlan(db, actor, id);
  if (plan.status === QuestionnaireStatus.ended) throw new AppError('QUESTIONNAIRE_PLAN_STATE');
  const change =
    action === 'finish'
      ? { finishedAt: new Date() }
      : {
          logicStatus:
            action === 'suspend' ? QuestionnaireLogicStatus.paused : QuestionnaireLogicStatus.normal,
        };
  await db.transaction(async (tx) => {
    await tx
      .update(questionnairePlans)
      .set(change)
      .where(and(eq(questionnairePlans.tenantId, actor.tenantId), eq(questionnairePlans.id, id)));
    await recordAudit(tx, actor, {
      module: 'questionnaire',
      action,
      entityType: 'questionnairePlan',
      entityId: id,
      before: { logicStatus: plan.logic_status, status: plan.status },
      after: change,
    });
  });
  forgetMyPlans(actor.tenantId);
}
