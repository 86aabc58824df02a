// The customer-service chat (issue 16): the tenant's FAQ, and conversations of a learner with the bot and,
// after a hand-off, with a person (an agent in the back-office inbox). States: bot → waiting (asked for a
// person) → agent (an agent took it) → closed.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { users } from './users.ts';

export const csFaqs = pgTable(
  'cs_faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cs_faqs_tenant_idx').on(t.tenantId)],
);

export const csConversations = pgTable(
  'cs_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    state: text('state').notNull().default('bot'),
    agentId: integer('agent_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cs_conversations_user_idx').on(t.tenantId, t.userId),
    index('cs_conversations_state_idx').on(t.tenantId, t.state),
    check('cs_conversations_state_ck', sql`${t.state} in ('bot', 'waiting', 'agent', 'closed')`),
  ],
);

export const csMessages = pgTable(
  'cs_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => csConversations.id, { onDelete: 'cascade' }),
    /** user | bot | agent | system */
    sender: text('sender').notNull(),
    senderId: integer('sender_id').references(() => users.id),
    content: text('content').notNull(),
    /** What a bot answer was drawn from: [{ kind, id, title }]. */
    citations: jsonb('citations')
      .$type<{ kind: string; id: number; title: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [index('cs_messages_conversation_idx').on(t.conversationId, t.id)],
);
