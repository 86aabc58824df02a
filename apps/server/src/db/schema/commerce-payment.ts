// Commerce's payments (issue 17): our payments at a gateway, every notification a gateway sent (kept as
// evidence, a bad signature too), and the built-in sandbox gateway's own books.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { commerceOrders } from './commerce.ts';
import { createdAt, tenantId } from './course.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const commercePayments = pgTable(
  'commerce_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => commerceOrders.id),
    provider: text('provider').notNull(),
    /** Our number, sent to the gateway as its out_trade_no. */
    paymentNo: text('payment_no').notNull(),
    /** The gateway's number. */
    tradeNo: text('trade_no').notNull().default(''),
    amountCents: integer('amount_cents').notNull(),
    /** PaymentStatus. */
    status: text('status').notNull(),
    createdAt: createdAt(),
    succeededAt: at('succeeded_at'),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    uniqueIndex('commerce_payments_no_idx').on(t.paymentNo),
    index('commerce_payments_pending_idx').on(t.status, t.createdAt),
    index('commerce_payments_order_idx').on(t.orderId),
  ],
);

/** Every notification received, kept as evidence (a bad signature too); the tenant is the payment's, if known. */
export const commercePaymentNotifications = pgTable(
  'commerce_payment_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull().default(''),
    provider: text('provider').notNull(),
    notifyId: text('notify_id').notNull().default(''),
    paymentNo: text('payment_no').notNull().default(''),
    signatureValid: boolean('signature_valid').notNull(),
    /** processed | duplicate | rejected | ignored */
    outcome: text('outcome').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('commerce_payment_notifications_payment_idx').on(t.paymentNo)],
);

/** The sandbox gateway's own books: it plays an outside system, so it keeps its own trades. */
export const commerceSandboxTrades = pgTable(
  'commerce_sandbox_trades',
  {
    tradeNo: text('trade_no').primaryKey(),
    tenantId: tenantId(),
    outTradeNo: text('out_trade_no').notNull(),
    subject: text('subject').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** waiting | paid | closed | refunded */
    status: text('status').notNull(),
    /** Hash of the payer's page token (the token itself only travels in the page URL). */
    tokenHash: text('token_hash').notNull(),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url').notNull(),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
  },
  (t) => [uniqueIndex('commerce_sandbox_trades_out_idx').on(t.outTradeNo)],
);
