// Domain events (DOMAIN-DONE §6): what a domain did that earns points, a medal, a certificate, a message or a
// to-do count, written in the same transaction as the change itself (an outbox), and consumed afterwards by
// the achievements, message and My Task modules through core/domain-events.ts.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.ts';

export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** `<domain>.<what happened>`, e.g. 'training.completed' (packages/shared/src/<domain>/events.ts). */
    type: text('type').notNull(),
    /** The user the event is about (the learner who finished, the lecturer who went live). */
    userId: integer('user_id'),
    /** What it happened to: 'training' + its id, 'course' + its id, … */
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** A stable key: an event with the same key is stored once (a retried request emits nothing twice). */
    dedupeKey: text('dedupe_key').notNull(),
    data: jsonb('data').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when every consumer has handled it. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** Failed hand-overs so far; each failure waits longer before the next (a failing event blocks no other). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('domain_events_dedupe_idx').on(t.tenantId, t.dedupeKey),
    index('domain_events_pending_idx').on(t.nextAttemptAt, t.id).where(sql`${t.dispatchedAt} is null`),
    index('domain_events_user_idx').on(t.tenantId, t.userId, t.type),
  ],
);
