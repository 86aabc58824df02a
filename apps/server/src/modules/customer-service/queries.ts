// Row shapes and columns of the customer-service chat, written once.
import type { TChatCitation } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';

export const messageShape = {
  id: col.int,
  conversation_id: col.int,
  sender: col.text,
  sender_name: col.text,
  content: col.text,
  citations: col.json<TChatCitation[]>(),
  created_at: col.date,
};
export type MessageRow = RowOf<typeof messageShape>;

/** A message's columns; `m` messages, `su` the sender (a person). */
export const messageColumns = sql`m.id, m.conversation_id, m.sender, coalesce(su.name, '') as sender_name, m.content,
  m.citations, m.created_at`;

export const conversationShape = {
  id: col.int,
  tenant_id: col.text,
  user_id: col.int,
  user_name: col.text,
  state: col.text,
  agent_id: col.intOrNull,
  agent_name: col.text,
  last_message: col.text,
  updated_at: col.date,
};
export type ConversationRow = RowOf<typeof conversationShape>;

/** A conversation's columns; `cv` conversations, `lu` learner, `au` agent; the last message's text. */
export const conversationColumns = sql`cv.id, cv.tenant_id, cv.user_id, coalesce(lu.name, '') as user_name, cv.state,
  cv.agent_id, coalesce(au.name, '') as agent_name,
  coalesce((select lm.content from cs_messages lm where lm.conversation_id = cv.id order by lm.id desc limit 1), '') as last_message,
  cv.updated_at`;
export const conversationJoins = sql`left join users lu on lu.id = cv.user_id left join users au on au.id = cv.agent_id`;
