// Deadline reminders (issue 14): when a published plan enters its last `remind_days` days, each learner of
// its audience who has not finished it gets one message through the message domain. Once per plan and
// learner: the reminder row (study_plan_reminders, keyed by plan and user) is inserted in the transaction
// that sends the message, so a second sweep, or a second instance sweeping at once, sends nothing twice.
// A learner found complete is recorded as such (with the 'plan completed' event) instead of being reminded.
// The sweep spans tenants by design, like the exam sweeper; each plan is handled in its own tenant.
import { DEFAULT_LANG, NotificationType, STUDY_PLAN_RULES as R, translate } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../core/periodic.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { notifyUsers } from '../message/notify-service.ts';
import { audienceOf } from './lecturer-service.ts';
import { groupItems, loadItemProgress, recordCompletion, summarise } from './progress-service.ts';

const PLANS_PER_SWEEP = 100;

/** Plans inside their reminder window: published, not ended, at most `remind_days` days before the end. */
async function plansToRemind(db: Db, now: Date) {
  return queryRows(
    db,
    sql`select p.id, p.tenant_id, p.name, p.kind, p.min_electives, p.end_at from study_plans p
      where p.state = 'published' and p.remind_days > 0 and p.end_at > ${now}
        and p.end_at - make_interval(days => p.remind_days) <= ${now}
      order by p.end_at, p.id limit ${PLANS_PER_SWEEP}`,
    {
      id: col.int,
      tenant_id: col.text,
      name: col.text,
      kind: col.text,
      min_electives: col.int,
      end_at: col.date,
    },
  );
}

type DuePlan = Awaited<ReturnType<typeof plansToRemind>>[number];

/** Reminds the plan's unfinished learners not reminded yet; returns how many were reminded now. */
async function remindPlan(db: Db, plan: DuePlan): Promise<number> {
  const tenantId = plan.tenant_id;
  const candidates = await queryRows(
    db,
    sql`select a.id from ${audienceOf(tenantId, plan.id)} a
      where not exists (select 1 from study_plan_reminders r where r.plan_id = ${plan.id} and r.user_id = a.id)
        and not exists (select 1 from study_plan_completions c where c.plan_id = ${plan.id} and c.user_id = a.id)
      order by a.id limit ${R.remindBatch}`,
    { id: col.int },
  );
  if (candidates.length === 0) return 0;
  const groups = groupItems(
    await loadItemProgress(
      db,
      tenantId,
      [plan.id],
      candidates.map((row) => row.id),
    ),
  );
  const unfinished: { userId: number; percent: number }[] = [];
  for (const { id: userId } of candidates) {
    const summary = summarise(plan, groups.get(`${plan.id}:${userId}`) ?? []);
    if (summary.finished) await recordCompletion(db, tenantId, plan, userId);
    else unfinished.push({ userId, percent: summary.percent });
  }
  if (unfinished.length === 0) return 0;
  const end = plan.end_at.toISOString().slice(0, 16).replace('T', ' ');
  return db.transaction(async (tx) => {
    const inserted = await queryRows(
      tx,
      sql`insert into study_plan_reminders (tenant_id, plan_id, user_id) values ${sql.join(
        unfinished.map((row) => sql`(${tenantId}, ${plan.id}, ${row.userId})`),
        sql`, `,
      )} on conflict do nothing returning user_id`,
      { user_id: col.int },
    );
    const fresh = new Set(inserted.map((row) => row.user_id));
    return notifyUsers(
      tx,
      unfinished
        .filter((row) => fresh.has(row.userId))
        .map((row) => ({
          tenantId,
          userId: row.userId,
          type: NotificationType.system,
          title: translate('studyPlan.remindTitle', DEFAULT_LANG),
          content: `<p>${translate('studyPlan.remindText', DEFAULT_LANG, { plan: plan.name, end, percent: row.percent })}</p>`,
        })),
    );
  });
}

/** One sweep over the plans in their reminder window; returns how many learners were reminded. */
export async function sweepPlanReminders(db: Db, now = new Date()): Promise<number> {
  let reminded = 0;
  for (const plan of await plansToRemind(db, now)) reminded += await remindPlan(db, plan);
  return reminded;
}

/** Starts the periodic reminder sweep with the app and stops it when the app closes (as the exam sweeper). */
export function startPlanReminderSweeper(app: FastifyInstance, intervalMs = R.remindSweepIntervalMs) {
  runPeriodically(app, 'study plan reminder sweep', intervalMs, () => sweepPlanReminders(app.deps.db));
}
