// Demo points mall, made through the mall's own service as the back office would: a few goods with stock
// and a per-person limit, and two coupon batches (a fixed amount off and a percentage off), plus welcome
// points (through the achievement ledger, keyed once per account) for the demo learner and apprentice so the
// mall can be tried at once. Idempotent: a tenant that already has mall items keeps them.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { col, queryRow } from '../db/rows.ts';
import { awardPoints } from '../modules/achievement/ledger-service.ts';
import { saveItem } from '../modules/mall/item-service.ts';
import { seedActorOf } from './questionnaire-seed.ts';

type Seeded = Parameters<typeof saveItem>[2];

function catalogue(zh: boolean): Seeded[] {
  const goods = (
    name: string,
    category: string,
    points: number,
    stock: number,
    description: string,
  ): Seeded => ({
    kind: 'goods',
    name,
    category,
    description,
    images: [],
    points,
    stock,
    perUserLimit: 2,
    onShelf: true,
    amountCents: 0,
    percentOff: 0,
    minSpendCents: 0,
    validDays: 0,
  });
  const coupon = (name: string, points: number, terms: Partial<Seeded>): Seeded => ({
    kind: 'coupon',
    name,
    images: [],
    points,
    stock: 100,
    perUserLimit: 3,
    onShelf: true,
    amountCents: 0,
    percentOff: 0,
    minSpendCents: 0,
    validDays: 30,
    ...terms,
  });
  return zh
    ? [
        goods('定制笔记本', '文具', 60, 50, 'A5 硬壳笔记本，160 页，印有企业学院标志。'),
        goods('保温水杯', '生活', 120, 30, '500 ml 不锈钢保温杯，12 小时保温。'),
        goods('无线鼠标', '数码', 300, 10, '静音无线鼠标，附带电池。'),
        goods('《高效能人士的七个习惯》', '图书', 200, 20, '经典管理读物，精装版。'),
        coupon('课程满 100 减 20 券', 80, { discountType: 'fixed', amountCents: 2000, minSpendCents: 10000 }),
        coupon('培训 9 折券', 150, { discountType: 'percent', percentOff: 10, validDays: 60 }),
      ]
    : [
        goods(
          'Academy notebook',
          'Stationery',
          60,
          50,
          'A5 hard-cover notebook, 160 pages, with the academy logo.',
        ),
        goods(
          'Insulated bottle',
          'Everyday',
          120,
          30,
          '500 ml stainless steel bottle, keeps warm for 12 hours.',
        ),
        goods('Wireless mouse', 'Electronics', 300, 10, 'Silent wireless mouse, batteries included.'),
        goods(
          'The 7 Habits of Highly Effective People',
          'Books',
          200,
          20,
          'The management classic, hardback.',
        ),
        coupon('¥20 off courses from ¥100', 80, {
          discountType: 'fixed',
          amountCents: 2000,
          minSpendCents: 10000,
        }),
        coupon('10% off trainings', 150, { discountType: 'percent', percentOff: 10, validDays: 60 }),
      ];
}

/** Demo accounts that start with points to spend in the mall. */
const WELCOME = { accounts: ['learner', 'apprentice'], points: 500 } as const;

export async function seedMall(db: Db, options: { tenantId: string; lang: string }) {
  for (const account of WELCOME.accounts) {
    const learner = await seedActorOf(db, options.tenantId, account);
    if (!learner) continue;
    await awardPoints(db, {
      tenantId: options.tenantId,
      userId: learner.userId,
      points: WELCOME.points,
      reason: 'manual',
      bizType: 'seed',
      bizId: 'mall-welcome',
      note: options.lang === 'en' ? 'Welcome points for the points mall' : '积分商城体验积分',
    });
  }
  const any = await queryRow(
    db,
    sql`select id from mall_items where tenant_id = ${options.tenantId} limit 1`,
    {
      id: col.int,
    },
  );
  if (any) return;
  const actor =
    (await seedActorOf(db, options.tenantId, 'backoffice')) ??
    (await seedActorOf(db, options.tenantId, 'learner'));
  if (!actor) return;
  for (const item of catalogue(options.lang !== 'en')) await saveItem(db, actor, item);
}
