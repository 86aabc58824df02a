// Demo questionnaires, made through the questionnaire services as the lecturer would arrange them: an
// after-training survey (in progress, every question type), an anonymous satisfaction survey (in progress),
// one not started, one paused by an administrator and one ended. Idempotent: a tenant that has any
// questionnaire template is left as it is.
import { AsqQuestionType, type TAsqQuestion } from '@elearning/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../core/actor.ts';
import type { Db } from '../db/client.ts';
import { col, queryRow } from '../db/rows.ts';
import { questionnaireTemplates, userIdentities, users } from '../db/schema/index.ts';
import { controlPlan, savePlan } from '../modules/questionnaire/plan-service.ts';
import { saveTemplate } from '../modules/questionnaire/template-service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo account as the services' caller (the seed acts as that person would). */
export async function seedActorOf(db: Db, tenantId: string, account: string): Promise<Actor | null> {
  const [row] = await db
    .select({ user: users, identity: userIdentities })
    .from(users)
    .innerJoin(userIdentities, eq(userIdentities.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), eq(users.account, account)))
    .limit(1);
  if (!row) return null;
  const { user, identity } = row;
  return {
    tenantId,
    userId: user.id,
    sessionId: 'seed',
    clientId: 'seed',
    orgId: user.orgId,
    positionId: user.positionId,
    isLecturer: identity.isTeacher,
    isTutor: identity.isTutor,
    isOrgAdmin: identity.isOrgAdmin,
    roleId: identity.roleId,
    user: {
      id: user.id,
      tenantId,
      account: user.account,
      name: user.name,
      realName: user.realName,
      nickName: '',
      avatarUrl: '',
      phone: user.phone,
      email: '',
      workNo: '',
      sex: 0,
      companyId: null,
      orgId: user.orgId,
      orgName: null,
      positionId: user.positionId,
      positionName: null,
      isTeacher: identity.isTeacher,
      isTutor: identity.isTutor,
      tutorUserId: identity.tutorUserId,
      isOrgAdmin: identity.isOrgAdmin,
      roleId: identity.roleId,
      vipLevel: '',
      vipExpiresAt: null,
    },
  };
}

const choices = (prefix: string, texts: string[]) =>
  texts.map((content, i) => ({ id: `${prefix}${i + 1}`, content }));

function surveyQuestions(zh: boolean): TAsqQuestion[] {
  const t = (a: string, b: string) => (zh ? a : b);
  return [
    {
      id: 'q1',
      type: AsqQuestionType.single,
      content: t('您对本次培训的整体满意度如何？', 'How satisfied are you with the training overall?'),
      required: true,
      section: t('整体评价', 'Overall'),
      options: choices(
        'a',
        zh
          ? ['非常满意', '满意', '一般', '不满意']
          : ['Very satisfied', 'Satisfied', 'Neutral', 'Unsatisfied'],
      ),
      rows: [],
    },
    {
      id: 'q2',
      type: AsqQuestionType.multi,
      content: t('您最有收获的内容是？（1-2项）', 'What helped you most? (1-2)'),
      required: true,
      section: t('整体评价', 'Overall'),
      options: choices(
        'b',
        zh
          ? ['案例分析', '小组讨论', '讲师讲解', '课后作业']
          : ['Cases', 'Group work', 'Lectures', 'Homework'],
      ),
      rows: [],
      multiMin: 1,
      multiMax: 2,
    },
    {
      id: 'q3',
      type: AsqQuestionType.rating,
      content: t('请为讲师打分', 'Rate the lecturer'),
      required: false,
      section: t('讲师', 'Lecturer'),
      options: [],
      rows: [],
      ratingMax: 5,
    },
    {
      id: 'q4',
      type: AsqQuestionType.matrix,
      content: t('请评价以下方面', 'Rate each aspect'),
      required: false,
      section: t('讲师', 'Lecturer'),
      options: choices('m', zh ? ['好', '一般', '差'] : ['Good', 'Fair', 'Poor']),
      rows: choices('r', zh ? ['内容实用性', '时间安排'] : ['Usefulness', 'Timing']),
    },
    {
      id: 'q5',
      type: AsqQuestionType.short,
      content: t('您对后续培训有什么建议？', 'Any suggestions for future trainings?'),
      required: false,
      options: [],
      rows: [],
    },
  ];
}

export async function seedQuestionnaires(db: Db, options: { tenantId: string; lang: string }) {
  const [any] = await db
    .select({ id: questionnaireTemplates.id })
    .from(questionnaireTemplates)
    .where(eq(questionnaireTemplates.tenantId, options.tenantId))
    .limit(1);
  if (any) return;
  const actor =
    (await seedActorOf(db, options.tenantId, 'lecturer')) ??
    (await seedActorOf(db, options.tenantId, 'learner'));
  if (!actor) return;
  const zh = options.lang !== 'en';
  const questions = surveyQuestions(zh);
  const survey = await saveTemplate(db, actor, {
    name: zh ? '新员工入职培训满意度调查' : 'Onboarding training survey',
    remark: zh
      ? '感谢您参加本次培训，请花 2 分钟完成问卷。'
      : 'Thank you for attending; this takes two minutes.',
    anonymous: false,
    questions,
  });
  const anonymous = await saveTemplate(db, actor, {
    name: zh ? '年度学习平台匿名满意度调研' : 'Anonymous learning platform survey',
    remark: zh ? '本问卷匿名，请放心填写。' : 'Anonymous.',
    anonymous: true,
    questions: questions.slice(0, 3),
  });
  const root = await queryRow(
    db,
    sql`select id from organisations where tenant_id = ${options.tenantId} and parent_id is null order by id limit 1`,
    { id: col.int },
  );
  const targets = [
    root ? { targetType: 'org' as const, targetId: root.id } : { targetType: 'all' as const, targetId: 0 },
  ];
  const now = Date.now();
  const plan = (templateId: number, name: string, start: number, end: number) =>
    savePlan(db, actor, {
      templateId,
      name,
      startTime: start,
      endTime: end,
      bizType: 'none',
      bizId: 0,
      targets,
    });
  await plan(
    survey,
    zh ? '新员工入职培训满意度调查' : 'Onboarding training survey',
    now - DAY,
    now + 14 * DAY,
  );
  await plan(
    anonymous,
    zh ? '年度学习平台匿名满意度调研' : 'Anonymous learning platform survey',
    now - DAY,
    now + 30 * DAY,
  );
  await plan(
    survey,
    zh ? '领导力提升培训课后问卷' : 'Leadership training follow-up',
    now + 3 * DAY,
    now + 10 * DAY,
  );
  const paused = await plan(
    survey,
    zh ? '季度课程质量反馈' : 'Quarterly course feedback',
    now - DAY,
    now + 7 * DAY,
  );
  await controlPlan(db, actor, paused, 'suspend');
  await plan(
    survey,
    zh ? '上季度培训需求调研' : 'Last quarter training needs',
    now - 30 * DAY,
    now - 10 * DAY,
  );
}
