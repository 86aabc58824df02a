// Texts of the customer-service chat (the floating dialog and /smartCService).
export const customerService = {
  title: 'Smart service',
  welcome: 'Hello, I am the smart service assistant. How can I help?',
  placeholder: 'Type your question',
  send: 'Send',
  handoff: 'Talk to a person',
  end: 'End chat',
  waiting: 'Connecting you to a person…',
  withAgent: '{{name}} is answering you',
  sources: 'Sources: ',
  you: 'Me',
  bot: 'Assistant',
  agent: 'Agent',
  loadFailed: 'Loading failed; try again later',
  sendFailed: 'Sending failed; try again',
  retry: 'Retry',
  kinds: { faq: 'FAQ', knowledge: 'Knowledge', news: 'News' },
};
