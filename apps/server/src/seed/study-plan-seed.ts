// Demo study plans, authored through the study-plan service as the back office would: a required onboarding
// plan in progress (a short course first, a second course locked behind it, an exam, a live and an elective
// course, at least one elective) managed by the demo lecturer, and an elective plan that starts next week.
// Handed to the apprentice and the VIP learners only, so other demo accounts keep their My Task as it was.
// Idempotent: a tenant with any plan is left as it is.
import { PlanItemKind, PlanKind, type TStudyPlanSave } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { col, queryRow, queryRows } from '../db/rows.ts';
import { saveAssignment } from '../modules/homework/authoring-service.ts';
import { addPlan, updatePlan } from '../modules/study-plan/admin-service.ts';
import { seedActorOf } from './questionnaire-seed.ts';

const DAY = 86_400_000;

export async function seedStudyPlans(db: Db, options: { tenantId: string; lang: 'zh-CN' | 'en' }) {
  const { tenantId } = options;
  if (
    await queryRow(db, sql`select id from study_plans where tenant_id = ${tenantId} limit 1`, { id: col.int })
  )
    return;
  const actor = await seedActorOf(db, tenantId, 'backoffice');
  if (!actor) return;
  const zh = options.lang === 'zh-CN';
  const ids = async (table: 'exams' | 'live_plans', limit: number) =>
    (
      await queryRows(
        db,
        sql`select id from ${sql.raw(table)} where tenant_id = ${tenantId} order by id limit ${limit}`,
        { id: col.int },
      )
    ).map((row) => row.id);
  // Short courses first (a video and an article): the learner can finish the first one in a sitting.
  const courses = (
    await queryRows(
      db,
      sql`select c.id from courses c where c.tenant_id = ${tenantId} and c.on_shelf and c.deleted_at is null
        and c.start_time is null and c.end_time is null
        order by (select count(*) from course_chapters ch where ch.course_id = c.id), c.id limit 3`,
      { id: col.int },
    )
  ).map((row) => row.id);
  const [exam] = await ids('exams', 1);
  const [live] = await ids('live_plans', 1);
  const people = await queryRows(
    db,
    sql`select u.id, u.account from users u where u.tenant_id = ${tenantId} and u.account in ('apprentice', 'vip', 'lecturer', 'learner')`,
    { id: col.int, account: col.text },
  );
  const idOf = (account: string) => people.find((person) => person.account === account)?.id;
  const learners = ['apprentice', 'vip'].map(idOf).filter((id): id is number => id !== undefined);
  const [first, second, third] = courses;
  if (first === undefined || second === undefined || learners.length === 0) return;
  const targets = learners.map((targetId) => ({ targetType: 'user' as const, targetId }));
  const course = (refId: number, extra: object = {}) => ({
    kind: PlanItemKind.course,
    refId,
    required: true,
    ...extra,
  });

  const onboarding: TStudyPlanSave = {
    name: zh ? '新员工入职学习计划' : 'Onboarding study plan',
    coverUrl: '',
    introduction: zh
      ? '入职第一个月的必修内容：先完成基础课程，再解锁进阶课程，最后参加考试与直播。'
      : 'The first month: finish the basics to unlock the next course, then take the exam and the live.',
    kind: PlanKind.required,
    startTime: Date.now() - 3 * DAY,
    endTime: Date.now() + 45 * DAY,
    minElectives: third === undefined ? 0 : 1,
    remindDays: 3,
    lecturerId: idOf('lecturer'),
    stages: [
      { name: zh ? '基础' : 'Basics', items: [course(first), course(second, { prerequisite: 0 })] },
      {
        name: zh ? '检验与拓展' : 'Check and extend',
        items: [
          ...(exam === undefined ? [] : [{ kind: PlanItemKind.exam, refId: exam, required: true }]),
          ...(live === undefined ? [] : [{ kind: PlanItemKind.live, refId: live, required: true }]),
          ...(third === undefined ? [] : [course(third, { required: false })]),
        ],
      },
    ],
    targets,
    publish: true,
  };
  const planId = await addPlan(db, actor, onboarding);
  // The plan's homework (the homework tab's "plan" cards), authored through the homework service.
  const lecturer = await seedActorOf(db, tenantId, 'lecturer');
  if (lecturer) {
    const homeworkId = await saveAssignment(db, lecturer, {
      source: 'studyPlan',
      bizId: planId,
      bizName: onboarding.name,
      bizPicUrl: '',
      trainWay: 0,
      title: zh ? '入职学习总结' : 'Onboarding summary',
      instructions: zh
        ? '<p>完成计划后，提交一份学习总结（PDF 或 Word）。</p>'
        : '<p>Submit a summary (PDF or Word).</p>',
      attachments: [],
      dueTime: Date.now() + 40 * DAY,
      allowedTypes: [],
      maxSizeMb: 50,
      passScore: 60,
      lecturerId: lecturer.userId,
      targets,
    });
    const [basics, extend] = onboarding.stages;
    if (basics && extend)
      await updatePlan(
        db,
        actor,
        { kind: 'all' },
        {
          ...onboarding,
          id: planId,
          stages: [
            basics,
            {
              ...extend,
              items: [...extend.items, { kind: PlanItemKind.homework, refId: homeworkId, required: true }],
            },
          ],
        },
      );
  }
  await addPlan(db, actor, {
    ...onboarding,
    name: zh ? '下季度选修提升计划' : 'Next quarter electives',
    introduction: '',
    kind: PlanKind.elective,
    startTime: Date.now() + 7 * DAY,
    endTime: Date.now() + 97 * DAY,
    minElectives: 0,
    stages: [{ name: zh ? '选修' : 'Electives', items: [course(third ?? second, { required: false })] }],
  });
}
