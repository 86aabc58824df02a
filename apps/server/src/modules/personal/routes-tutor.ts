// My mentor and my apprentices: the lists and the evaluations (at the original client's POST paths).
import { personalPaths as P, ZEvaluateApprenticeSchema, ZEvaluateTutorSchema } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { presentPair } from './presenter.ts';
import { evaluateMyApprentice, evaluateMyTutor, listMyApprentices, listMyTutors } from './tutor-service.ts';

export async function personalTutorRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.post(P.myTutors, signedIn, async (request) =>
    ok(request, (await listMyTutors(db, actorOf(request))).map(presentPair)),
  );
  app.post(P.myApprentices, signedIn, async (request) =>
    ok(request, (await listMyApprentices(db, actorOf(request))).map(presentPair)),
  );
  app.post(P.evaluateTutor, signedIn, async (request) => {
    const input = parseInput(ZEvaluateTutorSchema, queryAndBody(request), request);
    await evaluateMyTutor(db, actorOf(request), input);
    return ok(request, null);
  });
  app.post(P.evaluateApprentice, signedIn, async (request) => {
    const input = parseInput(ZEvaluateApprenticeSchema, queryAndBody(request), request);
    await evaluateMyApprentice(db, actorOf(request), input);
    return ok(request, null);
  });
}
