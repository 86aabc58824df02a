// The back office's inbox: the tenant's conversations that asked for a person (waiting first), one with
// its messages, taking one (two agents racing: the first wins, the other gets CS_NOT_AGENT), replying in
// it and closing it. Each change is pushed to the learner's socket after commit and audited.
import {
  ChatSender,
  ConversationState,
  type Lang,
  type TConversationList,
  translate,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { AppDeps } from '../../core/app-deps.ts';
import { recordAudit } from '../../core/audit.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { addMessage, conversationById, messagesOf } from './chat-service.ts';
import { pushToUsers } from './notify-service.ts';
import { requireHolder, requireInTenant, requireOpen, requireTakeable } from './policy.ts';
import { presentMessage, stateOf } from './presenter.ts';
import { conversationColumns, conversationJoins, conversationShape } from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'realtime'>;

export async function listInbox(db: Db, actor: Actor, query: TConversationList) {
  const { limit, offset } = pageWindow(query);
  // The bot's own conversations are not the inbox's: only those that asked for a person.
  const filters: SQL[] = [sql`cv.tenant_id = ${actor.tenantId}`, sql`cv.state <> 'bot'`];
  if (query.state) filters.push(sql`cv.state = ${query.state}`);
  if (!query.state) filters.push(sql`(cv.state <> 'closed' or cv.agent_id is not null)`);
  const rows = await queryRows(
    db,
    sql`select ${conversationColumns}, (count(*) over ())::int as total_num from cs_conversations cv ${conversationJoins}
      where ${sql.join(filters, sql` and `)}
      order by (cv.state = 'waiting') desc, cv.updated_at desc, cv.id desc limit ${limit} offset ${offset}`,
    { ...conversationShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function inboxConversation(db: Db, actor: Actor, id: number) {
  const row = requireInTenant(await conversationById(db, id), actor);
  return { row, messages: await messagesOf(db, row.id) };
}

/** Changes the conversation under a row lock, then pushes what was added to the learner. */
async function change(
  deps: Deps,
  actor: Actor,
  id: number,
  work: (tx: DbOrTx, row: NonNullable<Awaited<ReturnType<typeof conversationById>>>) => Promise<void>,
) {
  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await queryRow(
      tx,
      sql`select id from cs_conversations where id = ${id} and tenant_id = ${actor.tenantId} for update`,
      { id: col.int },
    );
    const row = requireInTenant(locked ? await conversationById(tx, id) : undefined, actor);
    const last = await queryRow(
      tx,
      sql`select coalesce(max(id), 0)::int as id from cs_messages where conversation_id = ${id}`,
      { id: col.int },
    );
    await work(tx, row);
    const after = (await conversationById(tx, id)) ?? row;
    return { row: after, added: await messagesOf(tx, id, last?.id ?? 0) };
  });
  for (const message of outcome.added)
    await pushToUsers(deps, outcome.row.tenant_id, [outcome.row.user_id], {
      conversationId: outcome.row.id,
      state: stateOf(outcome.row.state),
      message: presentMessage(message),
    });
  return outcome;
}

export async function takeConversation(deps: Deps, actor: Actor, id: number, lang: Lang) {
  return change(deps, actor, id, async (tx, row) => {
    requireTakeable(row, actor);
    if (row.state === ConversationState.agent) return;
    await runStatement(
      tx,
      sql`update cs_conversations set state = 'agent', agent_id = ${actor.userId} where id = ${row.id}`,
    );
    const name = actor.user.realName || actor.user.name;
    await addMessage(tx, row, {
      sender: ChatSender.system,
      senderId: null,
      content: translate('customerService.system.taken', lang, { name }),
    });
    await recordAudit(tx, actor, {
      module: 'customer-service',
      action: 'take',
      entityType: 'conversation',
      entityId: row.id,
    });
  });
}

export async function replyInConversation(deps: Deps, actor: Actor, id: number, content: string) {
  return change(deps, actor, id, async (tx, row) => {
    requireHolder(row, actor);
    await addMessage(tx, row, { sender: ChatSender.agent, senderId: actor.userId, content });
  });
}

export async function closeConversation(deps: Deps, actor: Actor, id: number, lang: Lang) {
  return change(deps, actor, id, async (tx, row) => {
    requireOpen(row);
    if (row.state === ConversationState.agent) requireHolder(row, actor);
    await runStatement(tx, sql`update cs_conversations set state = 'closed' where id = ${row.id}`);
    await addMessage(tx, row, {
      sender: ChatSender.system,
      senderId: null,
      content: translate('customerService.system.closed', lang),
    });
    await recordAudit(tx, actor, {
      module: 'customer-service',
      action: 'close',
      entityType: 'conversation',
      entityId: row.id,
    });
  });
}
