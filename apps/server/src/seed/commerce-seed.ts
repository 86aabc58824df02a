// Demo commerce, made through commerce's own services as the back office would: the monthly and yearly VIP
// plans, a paid activity with places, and a claimable coupon batch for the yearly plan (so the member centre,
// the buying process and the activities centre can be tried at once). Idempotent: a tenant that already has
// commerce products keeps them.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { col, queryRow } from '../db/rows.ts';
import { createBatch } from '../modules/commerce/coupon-batch-service.ts';
import { saveProduct } from '../modules/commerce/product-service.ts';
import { seedActorOf } from './questionnaire-seed.ts';

const DAY_MS = 86_400_000;

export async function seedCommerce(db: Db, options: { tenantId: string; lang: string }) {
  const any = await queryRow(
    db,
    sql`select id from commerce_products where tenant_id = ${options.tenantId} limit 1`,
    { id: col.int },
  );
  if (any) return;
  const actor = await seedActorOf(db, options.tenantId, 'backoffice');
  if (!actor) return;
  const zh = options.lang !== 'en';
  const product = (kind: 'vip_monthly' | 'vip_yearly' | 'activity', name: string, priceCents: number) =>
    saveProduct(db, actor, {
      kind,
      name,
      description: '',
      priceCents,
      memberPriceCents: undefined,
      vipFree: false,
      refId: undefined,
      capacity: kind === 'activity' ? 30 : 0,
      commissionPercent: 0,
      startsAt: kind === 'activity' ? Date.now() + 7 * DAY_MS : undefined,
      endsAt: kind === 'activity' ? Date.now() + 8 * DAY_MS : undefined,
      onShelf: true,
    });
  await product('vip_monthly', zh ? '月度会员' : 'Monthly membership', 3000);
  const yearly = await product('vip_yearly', zh ? '年度会员' : 'Yearly membership', 29800);
  await product('activity', zh ? '年度学习节线下沙龙' : 'Learning festival meet-up', 9900);
  await createBatch(db, actor, {
    name: zh ? '年度会员立减 50 元' : '¥50 off the yearly membership',
    discountType: 'fixed',
    amountCents: 5000,
    percentOff: 0,
    minSpendCents: 0,
    validFrom: undefined,
    validTo: Date.now() + 365 * DAY_MS,
    perUserLimit: 1,
    total: 0,
    productIds: [yearly],
    claimable: true,
    activityProductId: undefined,
  });
}
