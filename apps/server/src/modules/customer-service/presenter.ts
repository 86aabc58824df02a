// Replies of the customer-service chat, from the rows the services return.
import type {
  TChatCitation,
  TChatMessage,
  TChatSender,
  TConversation,
  TConversationState,
  TFaq,
  TInboxConversation,
} from '@elearning/shared';
import { ChatSender, ConversationState } from '@elearning/shared';
import type { ConversationRow, MessageRow } from './queries.ts';

const senders = Object.values(ChatSender);
const states = Object.values(ConversationState);
const senderOf = (value: string): TChatSender => senders.find((s) => s === value) ?? ChatSender.system;
export const stateOf = (value: string): TConversationState =>
  states.find((s) => s === value) ?? ConversationState.closed;

export function presentMessage(row: MessageRow): TChatMessage {
  const citations: TChatCitation[] = Array.isArray(row.citations) ? row.citations : [];
  return {
    id: row.id,
    sender: senderOf(row.sender),
    senderName: row.sender_name,
    content: row.content,
    citations,
    createTime: row.created_at.getTime(),
  };
}

export function presentConversation(row: ConversationRow | null, messages: MessageRow[]): TConversation {
  return {
    id: row?.id ?? 0,
    state: row ? stateOf(row.state) : ConversationState.bot,
    agentName: row?.agent_name ?? '',
    messages: messages.map(presentMessage),
  };
}

export function presentInbox(row: ConversationRow): TInboxConversation {
  return {
    id: row.id,
    state: stateOf(row.state),
    userId: row.user_id,
    userName: row.user_name,
    agentId: row.agent_id,
    agentName: row.agent_name,
    lastMessage: row.last_message,
    updateTime: row.updated_at.getTime(),
  };
}

export function presentFaq(row: {
  id: number;
  question: string;
  answer: string;
  enabled: boolean;
  updated_at: Date;
}): TFaq {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    enabled: row.enabled,
    updateTime: row.updated_at.getTime(),
  };
}
