// The learner's side of the chat: one open conversation per learner (made by the first message or
// hand-off, under a per-learner lock so two tabs never open two), the bot answering while no person was
// asked for, the hand-off to the inbox, and ending. New messages are pushed to the other side after commit.
import {
  ChatSender,
  ConversationState,
  type Lang,
  CUSTOMER_SERVICE_RULES as R,
  type TChatCitation,
  translate,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { AppDeps } from '../../core/app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { answerQuestion } from './answer-service.ts';
import { agentsOf, pushToUsers } from './notify-service.ts';
import { requireNotFlooding } from './policy.ts';
import { presentMessage as presentPush, stateOf } from './presenter.ts';
import {
  type ConversationRow,
  conversationColumns,
  conversationJoins,
  conversationShape,
  type MessageRow,
  messageColumns,
  messageShape,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'realtime'>;
/** The advisory-lock class of a learner's conversation (the second key is the user id). */
const LOCK_CLASS = 16_001;

export async function conversationById(db: DbOrTx, id: number): Promise<ConversationRow | undefined> {
  return queryRow(
    db,
    sql`select ${conversationColumns} from cs_conversations cv ${conversationJoins} where cv.id = ${id}`,
    conversationShape,
  );
}

async function openConversationOf(db: DbOrTx, actor: Actor): Promise<ConversationRow | undefined> {
  return queryRow(
    db,
    sql`select ${conversationColumns} from cs_conversations cv ${conversationJoins}
      where cv.tenant_id = ${actor.tenantId} and cv.user_id = ${actor.userId} and cv.state <> 'closed'
      order by cv.id desc limit 1`,
    conversationShape,
  );
}

export async function messagesOf(db: DbOrTx, conversationId: number, afterId = 0): Promise<MessageRow[]> {
  return queryRows(
    db,
    sql`select ${messageColumns} from cs_messages m left join users su on su.id = m.sender_id
      where m.conversation_id = ${conversationId} and m.id > ${afterId} order by m.id`,
    messageShape,
  );
}

export async function addMessage(
  tx: DbOrTx,
  conversation: { id: number; tenant_id: string },
  message: { sender: string; senderId: number | null; content: string; citations?: TChatCitation[] },
): Promise<void> {
  await runStatement(
    tx,
    sql`insert into cs_messages (tenant_id, conversation_id, sender, sender_id, content, citations)
      values (${conversation.tenant_id}, ${conversation.id}, ${message.sender}, ${message.senderId},
        ${message.content}, ${JSON.stringify(message.citations ?? [])}::jsonb)`,
  );
  await runStatement(tx, sql`update cs_conversations set updated_at = now() where id = ${conversation.id}`);
}

/** The learner's open conversation and its messages (none yet: null). */
export async function myConversation(db: DbOrTx, actor: Actor) {
  const row = await openConversationOf(db, actor);
  return { row: row ?? null, messages: row ? await messagesOf(db, row.id) : [] };
}

/** Runs `work` on the learner's open conversation (made when there is none), under the learner's lock. */
async function withOpenConversation<T>(
  deps: Deps,
  actor: Actor,
  work: (tx: DbOrTx, row: ConversationRow, lastId: number) => Promise<T>,
) {
  return deps.db.transaction(async (tx) => {
    await runStatement(tx, sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${actor.userId})`);
    let row = await openConversationOf(tx, actor);
    if (!row) {
      const made = await queryRow(
        tx,
        sql`insert into cs_conversations (tenant_id, user_id) values (${actor.tenantId}, ${actor.userId}) returning id`,
        { id: col.int },
      );
      row = made ? await conversationById(tx, made.id) : undefined;
    }
    if (!row) throw new Error('customer service: no conversation row');
    const last = await queryRow(
      tx,
      sql`select coalesce(max(id), 0)::int as id from cs_messages where conversation_id = ${row.id}`,
      { id: col.int },
    );
    const result = await work(tx, row, last?.id ?? 0);
    const after = await conversationById(tx, row.id);
    return { result, row: after ?? row, added: await messagesOf(tx, row.id, last?.id ?? 0) };
  });
}

async function sentLastMinute(tx: DbOrTx, actor: Actor): Promise<number> {
  const row = await queryRow(
    tx,
    sql`select count(*)::int as n from cs_messages m join cs_conversations cv on cv.id = m.conversation_id
      where cv.tenant_id = ${actor.tenantId} and cv.user_id = ${actor.userId} and m.sender = 'user'
        and m.created_at > now() - interval '1 minute'`,
    { n: col.int },
  );
  return row?.n ?? 0;
}

/** The learner's message; the bot answers it while the conversation is the bot's. */
export async function ask(deps: Deps, actor: Actor, content: string, lang: Lang) {
  const outcome = await withOpenConversation(deps, actor, async (tx, row) => {
    requireNotFlooding(await sentLastMinute(tx, actor), R.messagesPerMinute);
    await addMessage(tx, row, { sender: ChatSender.user, senderId: actor.userId, content });
    if (row.state !== ConversationState.bot) return;
    const answer = await answerQuestion(tx, actor, content, lang);
    await addMessage(tx, row, { sender: ChatSender.bot, senderId: null, ...answer });
  });
  const { row, added } = outcome;
  if (row.agent_id !== null && row.state === ConversationState.agent)
    for (const message of added)
      await pushToUsers(deps, row.tenant_id, [row.agent_id], {
        conversationId: row.id,
        state: stateOf(row.state),
        message: presentPush(message),
      });
  return outcome;
}

/** Asks for a person: the conversation waits in the inbox, and every agent of the tenant is told. */
export async function handOff(deps: Deps, actor: Actor, lang: Lang) {
  const outcome = await withOpenConversation(deps, actor, async (tx, row) => {
    if (row.state !== ConversationState.bot) return false;
    await runStatement(tx, sql`update cs_conversations set state = 'waiting' where id = ${row.id}`);
    await addMessage(tx, row, {
      sender: ChatSender.system,
      senderId: null,
      content: translate('customerService.system.waiting', lang),
    });
    return true;
  });
  if (outcome.result) {
    const agents = await agentsOf(deps, actor.tenantId);
    for (const message of outcome.added)
      await pushToUsers(deps, actor.tenantId, agents, {
        conversationId: outcome.row.id,
        state: stateOf(outcome.row.state),
        message: presentPush(message),
      });
  }
  return outcome;
}

/** Ends the learner's open conversation, if any (the agent holding it is told). */
export async function endConversation(deps: Deps, actor: Actor, lang: Lang) {
  const open = await openConversationOf(deps.db, actor);
  if (!open) return;
  await deps.db.transaction(async (tx) => {
    await runStatement(tx, sql`update cs_conversations set state = 'closed' where id = ${open.id}`);
    await addMessage(tx, open, {
      sender: ChatSender.system,
      senderId: null,
      content: translate('customerService.system.closed', lang),
    });
  });
  if (open.agent_id !== null) {
    const [last] = (await messagesOf(deps.db, open.id)).slice(-1);
    if (last)
      await pushToUsers(deps, open.tenant_id, [open.agent_id], {
        conversationId: open.id,
        state: ConversationState.closed,
        message: presentPush(last),
      });
  }
}
