// Texts of the customer-service chat (the floating dialog and /smartCService).
export const customerService = {
  title: '智能客服',
  welcome: '您好，我是智能客服，请问有什么可以帮您？',
  placeholder: '请输入您的问题',
  send: '发送',
  handoff: '转人工',
  end: '结束会话',
  waiting: '正在为您转接人工客服…',
  withAgent: '人工客服 {{name}} 为您服务',
  sources: '参考：',
  you: '我',
  bot: '智能客服',
  agent: '客服',
  loadFailed: '加载失败，请稍后重试',
  sendFailed: '发送失败，请重试',
  retry: '重试',
  kinds: { faq: '常见问题', knowledge: '知识', news: '新闻' },
};
