// Every API path of the customer-service chat (issue 16; the original client had no such calls, its chat was
// an outside page): the learner's conversation with the bot and, after a hand-off, with a person; the back
// office's inbox where agents take and answer conversations, and the FAQ the tenant edits.
const WEB = '/api/manage/v1/web/customerService';
const ADMIN = '/api/manage/v1/customerService';

export const customerServicePaths = {
  /** The caller's open conversation with its messages (an empty bot conversation when none is open). */
  conversation: `${WEB}/conversation`,
  /** `{ content }`: the learner's message; the bot answers while no person has been asked for. */
  ask: `${WEB}/ask`,
  /** Asks for a person: the conversation waits in the back-office inbox. */
  handoff: `${WEB}/handoff`,
  /** Ends the open conversation (the next message starts a new one with the bot). */
  end: `${WEB}/end`,
} as const;

export const customerServiceAdminPaths = {
  conversations: `${ADMIN}/conversations`,
  conversationDetail: `${ADMIN}/conversation/detail`,
  take: `${ADMIN}/conversation/take`,
  reply: `${ADMIN}/conversation/reply`,
  close: `${ADMIN}/conversation/close`,
  faqList: `${ADMIN}/faq/list`,
  faqSave: `${ADMIN}/faq/save`,
  faqDelete: `${ADMIN}/faq/delete`,
} as const;
