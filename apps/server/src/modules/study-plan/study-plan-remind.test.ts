// Deadline reminders through the real sweep on a real database, with the clock passed in (no waiting): a
// plan in its last `remindDays` days reminds each unfinished learner of its audience once — not the one who
// finished (recorded complete instead), not someone outside the audience, not a draft's learners, not
// before the window nor after the end — and a second sweep sends nothing more. Each tenant apart.
import { PlanItemKind, PlanState } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, queryRows } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeUser } from '../../test/factories.ts';
import { makeCourse, recordStudy } from '../course/test-factories.ts';
import { sweepPlanReminders } from './remind-service.ts';
import { makeStudyPlan } from './test-factories.ts';

const DAY = 86_400_000;

describe('study plans: deadline reminders', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const messagesOf = (userId: number) =>
    queryRows(
      testApp.database.db,
      sql`select tenant_id, title, content from notifications where user_id = ${userId} order by id`,
      { tenant_id: col.text, title: col.text, content: col.text },
    );
  const completed = async (planId: number, userId: number) =>
    (
      await queryRows(
        testApp.database.db,
        sql`select 1 as one from study_plan_completions where plan_id = ${planId} and user_id = ${userId}`,
        { one: col.int },
      )
    ).length === 1;

  it('reminds each unfinished learner once inside the window, and nobody else', async () => {
    const behind = await makeUser(testApp);
    const finisher = await makeUser(testApp);
    const outsider = await makeUser(testApp);
    const draftee = await makeUser(testApp);
    const course = await makeCourse(testApp);
    await recordStudy(testApp, finisher, course, 100);
    await recordStudy(testApp, behind, course, 40);
    const items = [{ kind: PlanItemKind.course, refId: course.id }];
    const due = await makeStudyPlan(testApp, {
      name: 'Quarter compliance',
      endInDays: 2,
      remindDays: 3,
      items,
      targets: [
        { type: 'user', id: behind.id },
        { type: 'user', id: finisher.id },
      ],
    });
    const later = await makeStudyPlan(testApp, {
      endInDays: 10,
      remindDays: 3,
      items,
      targets: [{ type: 'user', id: behind.id }],
    });
    await makeStudyPlan(testApp, {
      state: PlanState.draft,
      endInDays: 1,
      remindDays: 3,
      items,
      targets: [{ type: 'user', id: draftee.id }],
    });
    await makeStudyPlan(testApp, {
      endInDays: 1,
      remindDays: 0,
      items,
      targets: [{ type: 'user', id: outsider.id }],
    });

    const now = new Date();
    expect(await sweepPlanReminders(testApp.database.db, now)).toBeGreaterThanOrEqual(1);
    const first = await messagesOf(behind.id);
    expect(first).toHaveLength(1);
    expect(first[0]?.title).toBe('学习计划即将截止');
    expect(first[0]?.content).toContain('Quarter compliance');
    expect(first[0]?.content).toContain('40%');
    expect(await messagesOf(finisher.id)).toHaveLength(0);
    expect(await completed(due.id, finisher.id)).toBe(true);
    expect(await messagesOf(outsider.id)).toHaveLength(0);
    expect(await messagesOf(draftee.id)).toHaveLength(0);

    // Idempotent: the same sweep again (or another instance) sends nothing more.
    await sweepPlanReminders(testApp.database.db, now);
    expect(await messagesOf(behind.id)).toHaveLength(1);

    // Eight days on, the later plan enters its window (and the first has ended: nothing more for it).
    await sweepPlanReminders(testApp.database.db, new Date(now.getTime() + 8 * DAY));
    const second = await messagesOf(behind.id);
    expect(second).toHaveLength(2);
    const reminded = await queryRows(
      testApp.database.db,
      sql`select plan_id from study_plan_reminders where user_id = ${behind.id} order by plan_id`,
      { plan_id: col.int },
    );
    expect(reminded.map((row) => row.plan_id)).toEqual([due.id, later.id]);
    // After the end, nobody is reminded.
    expect(await sweepPlanReminders(testApp.database.db, new Date(now.getTime() + 20 * DAY))).toBe(0);
  });

  it('reminds another tenant’s learner in that tenant', async () => {
    const learner = await makeUser(testApp, { tenantId: 'acme' });
    const course = await makeCourse(testApp, { tenantId: 'acme' });
    await makeStudyPlan(testApp, {
      tenantId: 'acme',
      endInDays: 1,
      remindDays: 2,
      items: [{ kind: PlanItemKind.course, refId: course.id }],
      targets: [{ type: 'user', id: learner.id }],
    });
    await sweepPlanReminders(testApp.database.db);
    const messages = await messagesOf(learner.id);
    expect(messages.map((m) => m.tenant_id)).toEqual(['acme']);
  });
});
