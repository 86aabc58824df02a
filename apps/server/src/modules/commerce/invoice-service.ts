// Invoices: one per paid order (a unique index backs the check, so two racing applications end with one),
// applied by the learner → issued with its PDF by the back office → sent. Each move is a guarded UPDATE.
import {
  InvoiceStatus,
  OrderStatus,
  type TInvoiceApply,
  type TInvoiceIssue,
  type TInvoiceList,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { commerceClock } from './clock.ts';
import { ownOrder, requireFound, requireState } from './policy.ts';
import { invoiceColumns, invoiceShape } from './queries.ts';

export async function applyInvoice(db: DbOrTx, actor: Actor, input: TInvoiceApply) {
  const order = requireFound(
    await queryRow(
      db,
      sql`select o.id, o.status, o.total_cents from commerce_orders o where o.id = ${input.orderId} and ${ownOrder(actor)}`,
      { id: col.int, status: col.text, total_cents: col.int },
    ),
  );
  requireState(order.status, 'invoice');
  if (order.total_cents === 0) throw new AppError('COMMERCE_ORDER_STATE');
  const created = await queryRow(
    db,
    sql`insert into commerce_invoices (tenant_id, order_id, user_id, title, tax_no, email, amount_cents, status)
      values (${actor.tenantId}, ${order.id}, ${actor.userId}, ${input.title}, ${input.taxNo ?? ''}, ${input.email},
        ${order.total_cents}, ${InvoiceStatus.applied})
      on conflict (order_id) do nothing returning id`,
    { id: col.int },
  );
  if (!created) throw new AppError('COMMERCE_INVOICE_EXISTS');
  return created.id;
}

export async function invoiceOf(db: DbOrTx, scope: SQL, orderId: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select ${invoiceColumns} from commerce_invoices iv join commerce_orders o on o.id = iv.order_id
        where iv.order_id = ${orderId} and ${scope}`,
      invoiceShape,
    ),
  );
}

export async function listInvoices(db: DbOrTx, actor: Actor, query: TInvoiceList) {
  const { limit, offset } = pageWindow(query);
  const status = query.status ? sql` and iv.status = ${query.status}` : sql``;
  const rows = await queryRows(
    db,
    sql`select ${invoiceColumns}, (count(*) over ())::int as total_num
      from commerce_invoices iv join commerce_orders o on o.id = iv.order_id
      where iv.tenant_id = ${actor.tenantId}${status} order by iv.id desc limit ${limit} offset ${offset}`,
    { ...invoiceShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

async function moveInvoice(db: DbOrTx, actor: Actor, id: number, from: InvoiceStatus, set: SQL) {
  const moved = await queryRow(
    db,
    sql`update commerce_invoices set ${set} where id = ${id} and tenant_id = ${actor.tenantId} and status = ${from}
      and exists (select 1 from commerce_orders o where o.id = order_id and o.status <> ${OrderStatus.refunded})
      returning id`,
    { id: col.int },
  );
  if (moved) return;
  requireFound(
    await queryRow(
      db,
      sql`select id from commerce_invoices where id = ${id} and tenant_id = ${actor.tenantId}`,
      { id: col.int },
    ),
  );
  throw new AppError('COMMERCE_INVOICE_STATE');
}

export function issueInvoice(db: DbOrTx, actor: Actor, input: TInvoiceIssue) {
  const at = new Date(commerceClock.now());
  return moveInvoice(
    db,
    actor,
    input.id,
    InvoiceStatus.applied,
    sql`status = ${InvoiceStatus.issued}, file_url = ${input.fileUrl}, issued_at = ${at}`,
  );
}

export function sendInvoice(db: DbOrTx, actor: Actor, id: number) {
  const at = new Date(commerceClock.now());
  return moveInvoice(
    db,
    actor,
    id,
    InvoiceStatus.issued,
    sql`status = ${InvoiceStatus.sent}, sent_at = ${at}`,
  );
}
