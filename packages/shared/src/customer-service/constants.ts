// States, senders, limits and the realtime message type of the customer-service chat.
export const ConversationState = {
  bot: 'bot',
  waiting: 'waiting',
  agent: 'agent',
  closed: 'closed',
} as const;
export type TConversationState = (typeof ConversationState)[keyof typeof ConversationState];

export const ChatSender = { user: 'user', bot: 'bot', agent: 'agent', system: 'system' } as const;
export type TChatSender = (typeof ChatSender)[keyof typeof ChatSender];

export const CUSTOMER_SERVICE_RULES = {
  messageMax: 500,
  faqQuestionMax: 200,
  faqAnswerMax: 2000,
  /** Articles a bot answer cites at most. */
  citationsMax: 3,
  /** Share of the question's words an FAQ entry must hold to be given as the answer. */
  faqMatchShare: 0.5,
  /** Characters of an article's text quoted in a bot answer. */
  excerptMax: 160,
  /** Messages a learner may send per minute (spam guard). */
  messagesPerMinute: 20,
} as const;

/** The realtime msgType of the chat: a new message of a conversation, to its learner or its agents. */
export const CUSTOMER_SERVICE_MSG_TYPE = 16;
