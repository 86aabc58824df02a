// The customer-service chat (issue 16): the learner's conversation with the bot and, after a hand-off,
// with a person; the back office's inbox and FAQ (routes-admin.ts).
import { customerServicePaths as P, type TChatMessage, ZChatAskSchema } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput } from '../../core/validate.ts';
import { ask, endConversation, handOff, myConversation } from './chat-service.ts';
import { presentConversation, presentMessage } from './presenter.ts';
import { customerServiceAdminRoutes } from './routes-admin.ts';

export async function customerServiceRoutes(app: FastifyInstance) {
  const { db, realtime } = app.deps;
  const deps = { db, realtime };

  app.get(P.conversation, signedIn, async (request) => {
    const { row, messages } = await myConversation(db, actorOf(request));
    return ok(request, presentConversation(row, messages));
  });

  // Replies with the conversation and the messages this call added (the learner's and the bot's).
  app.post(P.ask, signedIn, async (request) => {
    const { content } = parseInput(ZChatAskSchema, request.body, request);
    const { row, added } = await ask(deps, actorOf(request), content, request.lang);
    const messages: TChatMessage[] = added.map(presentMessage);
    return ok(request, { ...presentConversation(row, []), messages });
  });

  app.post(P.handoff, signedIn, async (request) => {
    const { row, added } = await handOff(deps, actorOf(request), request.lang);
    return ok(request, { ...presentConversation(row, []), messages: added.map(presentMessage) });
  });

  app.post(P.end, signedIn, async (request) => {
    await endConversation(deps, actorOf(request), request.lang);
    return ok(request, null);
  });

  await customerServiceAdminRoutes(app);
}
