// Demo lives of a tenant, made through the live plan service: an upcoming single live, a weekly cycle, a
// sign-up live with approval and a past plural live, filed under two categories. Idempotent: a tenant that
// already has lives is left as it is. Broadcasts are never seeded (they need a lecturer on air).
import { type TLivePlanInput, ZLivePlanSchema } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { liveCategories, livePlans, userIdentities, users } from '../db/schema/index.ts';
import { createLivePlan } from '../modules/live/plan-service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Texts = { categories: [string, string]; lives: [string, string, string, string]; intro: string };
const TEXTS: Record<'zh-CN' | 'en', Texts> = {
  'zh-CN': {
    categories: ['管理技能', '产品培训'],
    lives: ['新任经理的第一堂课', '每周产品答疑', '年度战略解读（需报名）', '季度销售复盘'],
    intro: '<p>直播中可随时在评论区提问，讲师会在答疑环节统一解答。</p>',
  },
  en: {
    categories: ['Management', 'Product training'],
    lives: [
      'First steps as a new manager',
      'Weekly product Q&A',
      'Annual strategy briefing (sign-up)',
      'Quarterly sales review',
    ],
    intro: '<p>Ask questions in the comments at any time; the lecturer answers them in the Q&A.</p>',
  },
};

const dateText = (epoch: number) => new Date(epoch + 8 * HOUR).toISOString().slice(0, 10);

export async function seedLives(db: Db, options: { tenantId: string; lang: 'zh-CN' | 'en' }) {
  const [existing] = await db
    .select({ id: livePlans.id })
    .from(livePlans)
    .where(eq(livePlans.tenantId, options.tenantId))
    .limit(1);
  if (existing) return;
  const [lecturer] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userIdentities, eq(userIdentities.userId, users.id))
    .where(and(eq(users.tenantId, options.tenantId), eq(userIdentities.isTeacher, true)))
    .limit(1);
  if (!lecturer) return;
  const texts = TEXTS[options.lang];
  const categories = await db
    .insert(liveCategories)
    .values(texts.categories.map((name, sort) => ({ tenantId: options.tenantId, name, sort })))
    .returning({ id: liveCategories.id });
  const [management, product] = categories.map((row) => row.id);
  const now = Date.now();
  const tomorrow = Math.ceil((now + DAY) / HOUR) * HOUR;
  const plans: Partial<TLivePlanInput>[] = [
    {
      channelName: texts.lives[0],
      categoryId: management,
      batchDeclare: 'single',
      planTimes: [{ start: tomorrow, end: tomorrow + HOUR }],
      virtualPeople: 20,
    },
    {
      channelName: texts.lives[1],
      categoryId: product,
      batchDeclare: 'cycle',
      cycle: {
        cycleMode: 'week',
        cycleTime: '1,3,5',
        startDate: dateText(now),
        endDate: dateText(now + 30 * DAY),
        beginTime: '19:00',
        endTime: '20:00',
      },
    },
    {
      channelName: texts.lives[2],
      categoryId: management,
      batchDeclare: 'single',
      audience: 'signUp',
      planTimes: [{ start: tomorrow + DAY, end: tomorrow + DAY + 2 * HOUR }],
    },
    {
      channelName: texts.lives[3],
      categoryId: product,
      batchDeclare: 'plural',
      planTimes: [
        { start: now - 20 * DAY, end: now - 20 * DAY + HOUR },
        { start: now - 10 * DAY, end: now - 10 * DAY + HOUR },
      ],
    },
  ];
  for (const plan of plans) {
    const input = ZLivePlanSchema.parse({ introduction: texts.intro, ...plan, lecturerId: lecturer.id });
    await createLivePlan(db, options.tenantId, null, input);
  }
}
