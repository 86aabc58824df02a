// Replies of the customer-service chat.
import type { TChatSender, TConversationState } from './constants.ts';

/** What a bot answer was drawn from: an FAQ entry, a knowledge resource or a news article. */
export type TChatCitation = { kind: 'faq' | 'knowledge' | 'news'; id: number; title: string };

export type TChatMessage = {
  id: number;
  sender: TChatSender;
  senderName: string;
  content: string;
  citations: TChatCitation[];
  createTime: number;
};

/** The learner's conversation (id 0 while none has been started). */
export type TConversation = {
  id: number;
  state: TConversationState;
  agentName: string;
  messages: TChatMessage[];
};

/** A conversation of the back-office inbox. */
export type TInboxConversation = {
  id: number;
  state: TConversationState;
  userId: number;
  userName: string;
  agentId: number | null;
  agentName: string;
  lastMessage: string;
  updateTime: number;
};

export type TInboxConversationDetail = TInboxConversation & { messages: TChatMessage[] };

/** The realtime frame (msgType CUSTOMER_SERVICE_MSG_TYPE) of a new message. */
export type TChatPush = { conversationId: number; state: TConversationState; message: TChatMessage };

export type TFaq = { id: number; question: string; answer: string; enabled: boolean; updateTime: number };
