// Who may do what in the customer-service chat, in one place. A learner reaches only their own
// conversation; an agent answers a conversation only after taking it, and one another agent took is theirs
// alone; a closed conversation takes no message. Another tenant's conversation, or FAQ entry, is a 404.
import { ConversationState } from '@elearning/shared';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';

type Conversation = { tenant_id: string; user_id: number; state: string; agent_id: number | null };

export function requireFound<T>(row: T | undefined | null): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The conversation is in the agent's tenant (the inbox lists the whole tenant's). */
export function requireInTenant<T extends Conversation>(row: T | undefined, actor: Actor): T {
  if (!row || row.tenant_id !== actor.tenantId) throw new AppError('NOT_FOUND');
  return row;
}

export function requireOpen<T extends Conversation>(row: T): T {
  if (row.state === ConversationState.closed) throw new AppError('CS_NOT_OPEN');
  return row;
}

/** An agent may take a conversation waiting for a person, or one they already hold. */
export function requireTakeable<T extends Conversation>(row: T, actor: Actor): T {
  requireOpen(row);
  if (row.state === ConversationState.agent && row.agent_id !== actor.userId)
    throw new AppError('CS_NOT_AGENT');
  return row;
}

/** Only the agent holding the conversation answers in it. */
export function requireHolder<T extends Conversation>(row: T, actor: Actor): T {
  requireOpen(row);
  if (row.state !== ConversationState.agent || row.agent_id !== actor.userId)
    throw new AppError('CS_NOT_AGENT');
  return row;
}

/** A learner sending more than `limit` messages in the last minute is slowed down. */
export function requireNotFlooding(sentLastMinute: number, limit: number): void {
  if (sentLastMinute >= limit) throw new AppError('CS_TOO_FAST');
}
