// My mentor and my apprentices (issue 18 item 4, SPEC §6): each side lists the other and evaluates them once;
// anyone who is not my tutor or apprentice (another tenant's person included) is a 404; two clicks racing
// store one evaluation.
import { personalPaths as P, type TTutorPerson } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { makeTutorPair } from './test-factories.ts';

let testApp: TestApp;
let pair: Awaited<ReturnType<typeof makeTutorPair>>;

beforeAll(async () => {
  testApp = await createTestApp();
  pair = await makeTutorPair(testApp);
});
afterAll(() => testApp.close());

const post = <T>(path: string, body: unknown, token: string, lang?: string) =>
  apiClient(testApp.app).post<T>(path, body, { token, ...(lang ? { lang } : {}) });

describe('my mentor', () => {
  it('lists my tutor, and nothing for someone without one', async () => {
    const mine = await post<TTutorPerson[]>(P.myTutors, {}, pair.apprentice.token);
    expect(mine.body.response).toEqual([
      expect.objectContaining({ id: pair.tutor.user.id, evaluated: false }),
    ]);
    const loner = await makeSignedInUser(testApp);
    expect((await post<TTutorPerson[]>(P.myTutors, {}, loner.token)).body.response).toEqual([]);
    expect((await post<TTutorPerson[]>(P.myApprentices, {}, loner.token)).body.response).toEqual([]);
  });

  it('evaluates my tutor once, even when two clicks race', async () => {
    const body = { id: pair.tutor.user.id, score: 5, comment: 'Patient and clear' };
    const replies = await Promise.all([
      post(P.evaluateTutor, body, pair.apprentice.token),
      post(P.evaluateTutor, body, pair.apprentice.token),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const mine = await post<TTutorPerson[]>(P.myTutors, {}, pair.apprentice.token);
    expect(mine.body.response[0]).toMatchObject({ evaluated: true, score: 5, comment: 'Patient and clear' });
  });

  it('refuses to evaluate someone who is not my tutor', async () => {
    const stranger = await makeSignedInUser(testApp, { isTutor: true });
    const reply = await post(
      P.evaluateTutor,
      { id: stranger.user.id, score: 3, comment: 'x' },
      pair.apprentice.token,
    );
    expect(reply.status).toBe(404);
    const foreign = await makeSignedInUser(testApp, { tenantId: 'acme', isTutor: true });
    const cross = await post(
      P.evaluateTutor,
      { id: foreign.user.id, score: 3, comment: 'x' },
      pair.apprentice.token,
    );
    expect(cross.status).toBe(404);
  });

  it('names a bad score in the caller’s language', async () => {
    const reply = await post(
      P.evaluateTutor,
      { id: pair.tutor.user.id, score: 9, comment: '' },
      pair.apprentice.token,
      'en',
    );
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('score');
  });
});

describe('my apprentices', () => {
  it('lists my apprentices with what they said of me', async () => {
    const reply = await post<TTutorPerson[]>(P.myApprentices, {}, pair.tutor.token);
    expect(reply.body.response).toEqual([
      expect.objectContaining({ id: pair.apprentice.user.id, evaluated: false, theirScore: 5 }),
    ]);
  });

  it('evaluates my apprentice once and nobody else', async () => {
    const body = { id: pair.apprentice.user.id, score: 4, comment: 'Quick learner' };
    expect((await post(P.evaluateApprentice, body, pair.tutor.token)).status).toBe(200);
    expect((await post(P.evaluateApprentice, body, pair.tutor.token)).status).toBe(409);
    const other = await makeSignedInUser(testApp);
    const notMine = await post(P.evaluateApprentice, { ...body, id: other.user.id }, pair.tutor.token);
    expect(notMine.status).toBe(404);
    // An apprentice is nobody's tutor: evaluating "their apprentice" finds nothing.
    const reverse = await post(
      P.evaluateApprentice,
      { ...body, id: pair.tutor.user.id },
      pair.apprentice.token,
    );
    expect(reverse.status).toBe(404);
  });
});
