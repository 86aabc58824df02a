// Products and prices: the learner's shelf (with their own price before coupons) and the member centre, and
// the back office's list, save and shelf. A course or training product must name a course or training of
// the tenant; that domain's tables are not read here — the id is kept and handed over on fulfilment.
import {
  ProductKind,
  type TMembership,
  type TProductList,
  type TProductSave,
  type TShelf,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { findCourseAccess } from '../course/course-service.ts';
import { getTraining } from '../training/catalog-service.ts';
import { commerceClock } from './clock.ts';
import { membershipOf } from './membership-service.ts';
import { onShelfFor, requireFound } from './policy.ts';
import { priceLines, totalOf } from './pricing-service.ts';
import { type ProductRow, productColumns, productShape } from './queries.ts';

const countedShape = { ...productShape, total_num: col.int };

async function page(db: DbOrTx, where: SQL, query: TProductList) {
  const { limit, offset } = pageWindow(query);
  const kind = query.kind ? sql` and p.kind = ${query.kind}` : sql``;
  const rows = await queryRows(
    db,
    sql`select ${productColumns}, (count(*) over ())::int as total_num from commerce_products p
      where ${where}${kind} order by p.kind, p.id desc limit ${limit} offset ${offset}`,
    countedShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** The caller's price of each product before coupons. */
export async function myPrices<T extends ProductRow>(
  db: DbOrTx,
  actor: Actor,
  rows: T[],
  known?: TMembership,
) {
  const now = commerceClock.now();
  const { isVip } = known ?? (await membershipOf(db, actor.tenantId, actor.userId, now));
  return rows.map((row) => ({ row, myPriceCents: totalOf(priceLines(row, isVip, null, now)) }));
}

export async function listShelf(db: DbOrTx, actor: Actor, query: TProductList) {
  const { rows, totalNum } = await page(db, onShelfFor(actor), query);
  return { rows: await myPrices(db, actor, rows), totalNum };
}

export async function shelfProduct(db: DbOrTx, actor: Actor, id: number) {
  const row = requireFound(
    await queryRow(
      db,
      sql`select ${productColumns} from commerce_products p where p.id = ${id} and ${onShelfFor(actor)}`,
      productShape,
    ),
  );
  const [priced] = await myPrices(db, actor, [row]);
  return requireFound(priced);
}

/** The member centre: the plans on sale and the caller's membership. */
export async function memberCenter(db: DbOrTx, actor: Actor) {
  const plans = await queryRows(
    db,
    sql`select ${productColumns} from commerce_products p where ${onShelfFor(actor)}
      and p.kind in (${ProductKind.vipMonthly}, ${ProductKind.vipYearly}) order by p.price_cents`,
    productShape,
  );
  const membership = await membershipOf(db, actor.tenantId, actor.userId, commerceClock.now());
  // One membership read serves both the badge and the prices.
  return { plans: await myPrices(db, actor, plans, membership), membership };
}

export async function listProducts(db: DbOrTx, actor: Actor, query: TProductList) {
  return page(db, sql`p.tenant_id = ${actor.tenantId}`, query);
}

const NEEDS_REF: readonly string[] = [ProductKind.course, ProductKind.training];

/** The course or training exists in the caller's tenant, asked of its own domain's services. */
async function refExists(db: DbOrTx, actor: Actor, kind: string, refId: number): Promise<boolean> {
  if (kind === ProductKind.course) return (await findCourseAccess(db, actor, refId)) !== null;
  await getTraining(db, actor, refId);
  return true;
}

/** Adds (no id) or edits a product; the kind of a product with orders stays. */
export async function saveProduct(db: DbOrTx, actor: Actor, input: TProductSave) {
  if (
    NEEDS_REF.includes(input.kind) &&
    !(input.refId && (await refExists(db, actor, input.kind, input.refId)))
  )
    throw new AppError('NOT_FOUND');
  const values = {
    refId: NEEDS_REF.includes(input.kind) ? (input.refId ?? null) : null,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
  if (!input.id) {
    const created = await queryRow(
      db,
      sql`insert into commerce_products (tenant_id, kind, name, description, price_cents, member_price_cents, vip_free,
          ref_id, capacity, commission_percent, starts_at, ends_at, on_shelf)
        values (${actor.tenantId}, ${input.kind}, ${input.name}, ${input.description ?? ''}, ${input.priceCents},
          ${input.memberPriceCents ?? null}, ${input.vipFree}, ${values.refId}, ${input.capacity},
          ${input.commissionPercent}, ${values.startsAt}, ${values.endsAt}, ${input.onShelf})
        returning id`,
      { id: col.int },
    );
    return requireFound(created).id;
  }
  const updated = await queryRow(
    db,
    sql`update commerce_products set name = ${input.name}, description = ${input.description ?? ''},
        price_cents = ${input.priceCents}, member_price_cents = ${input.memberPriceCents ?? null},
        vip_free = ${input.vipFree}, ref_id = ${values.refId}, capacity = ${input.capacity},
        commission_percent = ${input.commissionPercent}, starts_at = ${values.startsAt}, ends_at = ${values.endsAt},
        on_shelf = ${input.onShelf}, updated_at = now()
      where id = ${input.id} and tenant_id = ${actor.tenantId} and kind = ${input.kind}
        and (capacity = 0 or ${input.capacity} = 0 or sold_num <= ${input.capacity})
      returning id`,
    { id: col.int },
  );
  return requireFound(updated).id;
}

export async function setShelf(db: DbOrTx, actor: Actor, input: TShelf) {
  const rows = await queryRows(
    db,
    sql`update commerce_products set on_shelf = ${input.onShelf}, updated_at = now()
      where id = ${input.id} and tenant_id = ${actor.tenantId} returning id`,
    { id: col.int },
  );
  requireFound(rows[0]);
}

/** Locks the product for an order (or sign-up) and answers it when on sale. */
export async function lockProduct(tx: DbOrTx, actor: Actor, id: number) {
  const product = requireFound(
    await queryRow(
      tx,
      sql`select ${productColumns} from commerce_products p where p.id = ${id} and p.tenant_id = ${actor.tenantId} for update`,
      productShape,
    ),
  );
  if (!product.on_shelf) throw new AppError('COMMERCE_PRODUCT_OFF');
  return product;
}

/** Takes one place of a product with a capacity; false when full. */
export async function takePlace(tx: DbOrTx, productId: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`update commerce_products set sold_num = sold_num + 1
      where id = ${productId} and (capacity = 0 or sold_num < capacity) returning id`,
    { id: col.int },
  );
  return rows.length > 0;
}

export async function givePlaceBack(tx: DbOrTx, productId: number) {
  await runStatement(
    tx,
    sql`update commerce_products set sold_num = greatest(0, sold_num - 1) where id = ${productId}`,
  );
}
