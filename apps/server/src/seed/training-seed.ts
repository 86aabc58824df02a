// Demo trainings of a tenant, made through the training service (writeTraining, writeTemplate): a
// face-to-face training in progress with open sign-up reviewed by the lecturer, a session happening now
// and a linked course; a mixed training assigned to everyone; an ended external one. Idempotent: a tenant
// that already has trainings is left as it is.
import { ZCertificateTemplateSaveSchema, ZTrainingSaveSchema } from '@elearning/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courses, organisations, trainings, userIdentities, users } from '../db/schema/index.ts';
import { writeTemplate, writeTraining } from '../modules/training/admin-service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const TEXTS = {
  'zh-CN': {
    template: [
      '培训结业证书',
      '企业学习中心',
      '{name} 已完成“{training}”全部课程，考核合格，特发此证。（{date}）',
    ],
    names: ['新员工入职培训', '项目管理实战训练营', '外部领导力课程'],
    sessions: ['开班仪式与公司介绍', '线上课程学习', '项目启动工作坊'],
    address: '总部大楼 A101',
    intro: '<p>帮助新同事快速了解公司文化、制度与协作方式。</p>',
  },
  en: {
    template: [
      'Training completion certificate',
      'Learning Centre',
      '{name} completed “{training}” and passed the assessment. ({date})',
    ],
    names: ['New joiner induction', 'Project management bootcamp', 'External leadership course'],
    sessions: ['Opening and company introduction', 'Online course', 'Project kick-off workshop'],
    address: 'HQ building, room A101',
    intro: '<p>Helps new colleagues learn the culture, rules and ways of working.</p>',
  },
} as const;

export async function seedTrainings(db: Db, options: { tenantId: string; lang: 'zh-CN' | 'en' }) {
  const { tenantId } = options;
  const [existing] = await db
    .select({ id: trainings.id })
    .from(trainings)
    .where(eq(trainings.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const [lecturer] = await db
    .select({ id: users.id, orgId: users.orgId })
    .from(users)
    .innerJoin(userIdentities, eq(userIdentities.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), eq(userIdentities.isTeacher, true)))
    .limit(1);
  if (!lecturer) return;
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.tenantId, tenantId))
    .orderBy(asc(courses.id))
    .limit(1);
  const [root] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.tenantId, tenantId), isNull(organisations.parentId)))
    .limit(1);
  const texts = TEXTS[options.lang];
  const owner = { tenantId, userId: lecturer.id, orgId: lecturer.orgId };
  const now = Date.now();
  await db.transaction(async (tx) => {
    const [name, issuer, body] = texts.template;
    const templateId = await writeTemplate(
      tx,
      tenantId,
      ZCertificateTemplateSaveSchema.parse({ name, issuer, body, validityMonths: 24 }),
    );
    const inProgress = ZTrainingSaveSchema.parse({
      name: texts.names[0],
      trainWay: 2,
      planSize: 30,
      address: texts.address,
      contactName: 'HR',
      contactPhone: '010-88886666',
      sponsor: issuer,
      organizer: issuer,
      headTeacherId: lecturer.id,
      introduction: texts.intro,
      beginTime: now - DAY,
      endTime: now + 7 * DAY,
      applyJoin: true,
      signUpReview: 'lecturer',
      passScore: 60,
      weights: { attendance: 50, course: 50, exam: 0, homework: 0, lecturer: 0 },
      certificateTemplateId: templateId,
      sessions: [
        {
          kind: 'offline',
          title: texts.sessions[0],
          startTime: now - HOUR,
          endTime: now + 6 * HOUR,
          classroom: 'A101',
          lecturerId: lecturer.id,
        },
        ...(course
          ? [
              {
                kind: 'course',
                title: texts.sessions[1],
                startTime: now - DAY,
                endTime: now + 7 * DAY,
                courseId: course.id,
              },
            ]
          : []),
      ],
    });
    await writeTraining(tx, owner, inProgress);
    await writeTraining(
      tx,
      owner,
      ZTrainingSaveSchema.parse({
        name: texts.names[1],
        trainWay: 3,
        headTeacherId: lecturer.id,
        beginTime: now + 10 * DAY,
        endTime: now + 12 * DAY,
        certificateTemplateId: templateId,
        sessions: [
          {
            kind: 'offline',
            title: texts.sessions[2],
            startTime: now + 10 * DAY,
            endTime: now + 10 * DAY + 3 * HOUR,
            classroom: 'B201',
          },
        ],
        orgIds: root ? [root.id] : [],
      }),
    );
    await writeTraining(
      tx,
      owner,
      ZTrainingSaveSchema.parse({
        name: texts.names[2],
        trainWay: 4,
        trainScope: 'outer',
        beginTime: now - 30 * DAY,
        endTime: now - 28 * DAY,
        orgIds: root ? [root.id] : [],
      }),
    );
  });
}
