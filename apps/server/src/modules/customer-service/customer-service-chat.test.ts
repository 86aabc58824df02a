// The customer-service chat through the real app (issue 16): the bot answers from a seeded-by-factory FAQ
// and cites knowledge it found, finding nothing offers a person; the hand-off reaches an agent's socket, the
// agent takes the conversation (a second agent cannot), replies and the learner's socket gets it; one open
// conversation per learner however many tabs ask at once; the FAQ service keeps the index current; another
// learner's or tenant's conversation is not found; bad input is named; flooding is slowed.
import {
  customerServiceAdminPaths as A,
  CUSTOMER_SERVICE_MSG_TYPE,
  CUSTOMER_SERVICE_RULES,
  customerServicePaths as P,
  type TConversation,
  type TInboxConversation,
  type TInboxConversationDetail,
  type TPage,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, uniqueSuffix } from '../../test/factories.ts';
import { connect, roundTrip } from '../realtime/test-support.ts';
import { makeSearchDocument } from '../search/test-factories.ts';
import { makeAgent, makeFaq } from './test-factories.ts';

describe('customer-service chat', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  const askAs = (token: string, content: string, tenant?: string) =>
    api.post<TConversation>(P.ask, { content }, { token, ...(tenant ? { tenant } : {}) });

  it('answers from the FAQ, cites knowledge it finds, and offers a person when it finds nothing', async () => {
    const word = `z${uniqueSuffix()}`;
    const faq = await makeFaq(testApp, {
      question: `如何修改登录密码${word}`,
      answer: '在个人中心的账号设置里修改密码。',
    });
    const { token } = await makeSignedInUser(testApp);
    const answered = await askAs(token, `怎么修改登录密码${word}？`);
    expect(answered.status).toBe(200);
    const [mine, bot] = answered.body.response.messages;
    expect(mine).toMatchObject({ sender: 'user', content: `怎么修改登录密码${word}？` });
    expect(bot).toMatchObject({
      sender: 'bot',
      content: '在个人中心的账号设置里修改密码。',
      citations: [{ kind: 'faq', id: faq.id, title: faq.question }],
    });
    expect(answered.body.response.state).toBe('bot');

    const article = await makeSearchDocument(testApp, {
      kind: 'knowledge',
      title: `Expense claims handbook ${word}`,
      body: 'How to file travel expense claims step by step.',
    });
    const cited = await askAs(token, `expense claims ${word}`);
    const reply = cited.body.response.messages[1];
    expect(reply?.citations).toEqual([{ kind: 'knowledge', id: article.refId, title: article.title }]);
    expect(reply?.content).toContain(article.title);

    const none = await api.post<TConversation>(P.ask, { content: 'qqqxxyy zzwwvv' }, { token, lang: 'en' });
    expect(none.body.response.messages[1]).toMatchObject({ sender: 'bot', citations: [] });
    expect(none.body.response.messages[1]?.content).toContain('Talk to a person');
    const mineNow = await api.get<TConversation>(P.conversation, { token });
    expect(mineNow.body.response.messages).toHaveLength(6);
  });

  it('never answers with another org’s knowledge or another tenant’s FAQ', async () => {
    const word = `y${uniqueSuffix()}`;
    await makeFaq(testApp, { tenantId: 'acme', question: `报销流程${word}`, answer: 'acme only' });
    const { token } = await makeSignedInUser(testApp);
    const reply = await askAs(token, `报销流程${word}`);
    expect(reply.body.response.messages[1]?.citations).toEqual([]);
  });

  it('hands off to an agent’s socket; the agent takes, replies, and the learner’s socket gets it', async () => {
    const learner = await makeSignedInUser(testApp);
    const agent = await makeAgent(testApp);
    const rival = await makeAgent(testApp);
    const agentSocket = await connect(testApp.app, agent.token);
    const learnerSocket = await connect(testApp.app, learner.token);
    // Both pages subscribe to the chat's frames the moment their socket opens.
    for (const client of [agentSocket, learnerSocket]) {
      client.ws.send(JSON.stringify({ msgType: CUSTOMER_SERVICE_MSG_TYPE, action: 'subscribe' }));
      await roundTrip(client);
    }
    const isChat = (text: string) =>
      text.startsWith('{') && JSON.parse(text).msgType === CUSTOMER_SERVICE_MSG_TYPE;

    const handed = await api.post<TConversation>(P.handoff, {}, { token: learner.token });
    expect(handed.status).toBe(200);
    expect(handed.body.response.state).toBe('waiting');
    const id = handed.body.response.id;
    const told = JSON.parse(await agentSocket.next(isChat));
    expect(told.data).toMatchObject({ conversationId: id, state: 'waiting', message: { sender: 'system' } });

    const inbox = await api.get<TPage<TInboxConversation>>(A.conversations, {
      token: agent.token,
      query: { state: 'waiting', pageNo: 1, pageSize: 50 },
    });
    expect(inbox.body.response.data.map((row) => row.id)).toContain(id);

    const taken = await api.post<TInboxConversationDetail>(A.take, { id }, { token: agent.token });
    expect(taken.status).toBe(200);
    expect(taken.body.response).toMatchObject({ state: 'agent', agentId: agent.user.id });
    const second = await api.post(A.take, { id }, { token: rival.token });
    expect(second.status).toBe(409);
    const rivalReply = await api.post(A.reply, { id, content: 'me too' }, { token: rival.token });
    expect(rivalReply.status).toBe(409);

    // The learner's message now goes to the agent (no bot answer), and the agent's reply to the learner.
    const asked = await askAs(learner.token, 'I still cannot sign in');
    expect(asked.body.response.messages.map((m) => m.sender)).toEqual(['user']);
    const heard = await agentSocket.next((text) => isChat(text) && text.includes('I still cannot sign in'));
    expect(JSON.parse(heard).data.message.sender).toBe('user');
    const answered = await api.post(
      A.reply,
      { id, content: 'Reset it from the sign-in page.' },
      { token: agent.token },
    );
    expect(answered.status).toBe(200);
    const got = JSON.parse(
      await learnerSocket.next((text) => isChat(text) && text.includes('Reset it from the sign-in page.')),
    );
    expect(got.data).toMatchObject({ conversationId: id, state: 'agent', message: { sender: 'agent' } });
    const mine = await api.get<TConversation>(P.conversation, { token: learner.token });
    expect(mine.body.response.messages.at(-1)).toMatchObject({
      sender: 'agent',
      senderName: agent.user.name,
    });

    const closed = await api.post<TInboxConversationDetail>(A.close, { id }, { token: agent.token });
    expect(closed.body.response.state).toBe('closed');
    const late = await api.post(A.reply, { id, content: 'late' }, { token: agent.token });
    expect(late.status).toBe(409);
    expect((await api.get<TConversation>(P.conversation, { token: learner.token })).body.response.id).toBe(0);
    agentSocket.ws.close();
    learnerSocket.ws.close();
  });

  it('keeps one open conversation however many tabs ask at once', async () => {
    const { token } = await makeSignedInUser(testApp);
    const replies = await Promise.all([1, 2, 3, 4].map((n) => askAs(token, `tab ${n}`)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.body.response.id)).size).toBe(1);
  });

  it('keeps the FAQ in the index as it is edited, and other tenants out of the inbox', async () => {
    const agent = await makeAgent(testApp);
    const word = `x${uniqueSuffix()}`;
    const saved = await api.post<{ id: number }>(
      A.faqSave,
      { question: `Where is the holiday calendar ${word}`, answer: 'On the intranet home page.' },
      { token: agent.token },
    );
    expect(saved.status).toBe(200);
    const { token } = await makeSignedInUser(testApp);
    const first = await askAs(token, `holiday calendar ${word}`);
    expect(first.body.response.messages[1]?.content).toBe('On the intranet home page.');
    await api.post(
      A.faqSave,
      {
        id: saved.body.response.id,
        question: `Where is the holiday calendar ${word}`,
        answer: 'x',
        enabled: false,
      },
      { token: agent.token },
    );
    const off = await askAs(token, `holiday calendar ${word}`);
    expect(off.body.response.messages[1]?.citations).toEqual([]);

    const foreignAgent = await makeAgent(testApp, 'acme');
    const foreign = await api.get<TPage<TInboxConversation>>(A.conversations, {
      token: foreignAgent.token,
      tenant: 'acme',
      query: { pageNo: 1, pageSize: 100 },
    });
    expect(foreign.body.response.data.every((row) => row.userId !== 0)).toBe(true);
    const mine = await api.get<TConversation>(P.conversation, { token });
    const peek = await api.get(A.conversationDetail, {
      token: foreignAgent.token,
      tenant: 'acme',
      query: { id: mine.body.response.id },
    });
    expect(peek.status).toBe(404);
    const edit = await api.post(
      A.faqSave,
      { id: saved.body.response.id, question: 'q', answer: 'a' },
      { token: foreignAgent.token, tenant: 'acme' },
    );
    expect(edit.status).toBe(404);
  });

  it('names bad input and slows a flood', async () => {
    const { token } = await makeSignedInUser(testApp);
    const empty = await askAs(token, '  ');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('content');
    const long = await askAs(token, 'x'.repeat(CUSTOMER_SERVICE_RULES.messageMax + 1));
    expect(long.status).toBe(400);
    const statuses: number[] = [];
    for (let n = 0; n <= CUSTOMER_SERVICE_RULES.messagesPerMinute; n += 1)
      statuses.push((await askAs(token, `message ${n}`)).status);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
