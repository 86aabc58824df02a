// The back office's customer-service pages: the agents' inbox (take, reply, close) and the FAQ.
import {
  customerServicePrivilegeCodes as C,
  customerServiceAdminPaths as P,
  ZAgentReplySchema,
  ZConversationListSchema,
  ZConversationRefSchema,
  ZFaqDeleteSchema,
  ZFaqListSchema,
  ZFaqSaveSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput } from '../../core/validate.ts';
import {
  closeConversation,
  inboxConversation,
  listInbox,
  replyInConversation,
  takeConversation,
} from './agent-service.ts';
import { deleteFaqs, listFaqs, saveFaq } from './faq-service.ts';
import { presentFaq, presentInbox, presentMessage } from './presenter.ts';

export async function customerServiceAdminRoutes(app: FastifyInstance) {
  const { db, realtime } = app.deps;
  const deps = { db, realtime };
  const detail = (outcome: Awaited<ReturnType<typeof inboxConversation>>) => ({
    ...presentInbox(outcome.row),
    messages: outcome.messages.map(presentMessage),
  });

  app.get(P.conversations, backOffice(C.inbox), async (request) => {
    const query = parseInput(ZConversationListSchema, request.query, request);
    const page = await listInbox(db, actorOf(request), query);
    return ok(request, paged(page.rows.map(presentInbox), page.totalNum, query.pageSize));
  });

  app.get(P.conversationDetail, backOffice(C.inbox), async (request) => {
    const { id } = parseInput(ZConversationRefSchema, request.query, request);
    return ok(request, detail(await inboxConversation(db, actorOf(request), id)));
  });

  app.post(P.take, backOffice(C.inboxReply), async (request) => {
    const { id } = parseInput(ZConversationRefSchema, request.body, request);
    const actor = actorOf(request);
    await takeConversation(deps, actor, id, request.lang);
    return ok(request, detail(await inboxConversation(db, actor, id)));
  });

  app.post(P.reply, backOffice(C.inboxReply), async (request) => {
    const { id, content } = parseInput(ZAgentReplySchema, request.body, request);
    const actor = actorOf(request);
    await replyInConversation(deps, actor, id, content);
    return ok(request, detail(await inboxConversation(db, actor, id)));
  });

  app.post(P.close, backOffice(C.inboxReply), async (request) => {
    const { id } = parseInput(ZConversationRefSchema, request.body, request);
    const actor = actorOf(request);
    await closeConversation(deps, actor, id, request.lang);
    return ok(request, detail(await inboxConversation(db, actor, id)));
  });

  app.get(P.faqList, backOffice(C.faq), async (request) => {
    const query = parseInput(ZFaqListSchema, request.query, request);
    const page = await listFaqs(db, actorOf(request), query);
    return ok(request, paged(page.rows.map(presentFaq), page.totalNum, query.pageSize));
  });

  app.post(P.faqSave, backOffice(C.faqEdit), async (request) => {
    const input = parseInput(ZFaqSaveSchema, request.body, request);
    return ok(request, { id: await saveFaq(db, actorOf(request), input) });
  });

  app.post(P.faqDelete, backOffice(C.faqEdit), async (request) => {
    const { ids } = parseInput(ZFaqDeleteSchema, request.body, request);
    await deleteFaqs(db, actorOf(request), ids);
    return ok(request, null);
  });
}
