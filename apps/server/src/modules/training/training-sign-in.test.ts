// QR sign-in (issue 11 §3): codes valid through a rotation's grace, the fallback, repeats, non-trainees,
// the session window, manual sign-in, and 50 learners signing in at once.
import { TRAINING_RULES, type TTrainQrCode, type TTrainSignInResult, trainingPaths } from '@elearning/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeUser, signInAs } from '../../test/factories.ts';
import { trainingClock } from './clock.ts';
import { enrol, makeTraining } from './test-factories.ts';

const ROTATE_MS = TRAINING_RULES.qrRotateSeconds * 1000;

describe('training QR sign-in', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let lecturerToken: string;
  let lecturerId: number;
  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    const lecturer = await makeSignedInUser(testApp, { isLecturer: true });
    lecturerToken = lecturer.token;
    lecturerId = lecturer.user.id;
  });
  afterEach(() => {
    trainingClock.now = () => Date.now();
  });
  afterAll(() => testApp.close());

  async function setUp() {
    const training = await makeTraining(testApp, {
      headTeacherId: lecturerId,
      sessions: [{ kind: 'offline' }],
    });
    const session = training.sessions[0];
    if (!session) throw new Error('no session');
    const learner = await makeSignedInUser(testApp);
    await enrol(testApp, training, learner.user.id);
    return { training, session, learner };
  }

  async function codeAt(sessionId: number, at: number) {
    trainingClock.now = () => at;
    const reply = await api.get<TTrainQrCode>(trainingPaths.lecturerQrcode, {
      token: lecturerToken,
      query: { sessionId },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.response;
  }

  it('accepts a code scanned 90 s after it rotated and refuses one scanned 3 minutes after', async () => {
    const { session, learner } = await setUp();
    const start = Math.floor(Date.now() / ROTATE_MS) * ROTATE_MS + 1000;
    const code = await codeAt(session.id, start);
    expect(code.url).toContain(encodeURIComponent(code.token));
    trainingClock.now = () => code.rotatesAt + 90_000;
    const late = await api.post<TTrainSignInResult>(
      trainingPaths.signIn,
      { token: code.token },
      { token: learner.token },
    );
    expect(late.status).toBe(200);
    expect(late.body.response.isNew).toBe(true);

    const other = await makeSignedInUser(testApp);
    await enrol(testApp, { id: session.trainingId, tenantId: 'learn' }, other.user.id);
    trainingClock.now = () => code.rotatesAt + 180_000;
    const tooLate = await api.post(
      trainingPaths.signIn,
      { token: code.token },
      { token: other.token, lang: 'en' },
    );
    expect(tooLate.status).toBe(410);
    expect(tooLate.body.resMsg).toMatch(/expired/);
  });

  it('signs in with the typed fallback, and a second scan is harmless', async () => {
    const { training, session, learner } = await setUp();
    const now = Date.now();
    const code = await codeAt(session.id, now);
    const first = await api.post<TTrainSignInResult>(
      trainingPaths.signIn,
      { code: code.code, trainId: training.id },
      { token: learner.token },
    );
    expect(first.status).toBe(200);
    expect(first.body.response.isNew).toBe(true);
    const again = await api.post<TTrainSignInResult>(
      trainingPaths.signIn,
      { token: code.token },
      { token: learner.token, lang: 'en' },
    );
    expect(again.status).toBe(200);
    expect(again.body.response.isNew).toBe(false);
    expect(again.body.resMsg).toMatch(/already signed in/);
    const wrong = await api.post(
      trainingPaths.signIn,
      { code: '12345x', trainId: training.id },
      { token: learner.token },
    );
    expect(wrong.status).toBe(400);
  });

  it('refuses someone not enrolled, a forged token and a scan outside the window', async () => {
    const { session } = await setUp();
    const code = await codeAt(session.id, Date.now());
    const stranger = await makeSignedInUser(testApp);
    const refused = await api.post(
      trainingPaths.signIn,
      { token: code.token },
      { token: stranger.token, lang: 'en' },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.resMsg).toMatch(/not a trainee/);
    const forged = await api.post(
      trainingPaths.signIn,
      { token: `${code.token.slice(0, -2)}xx` },
      { token: stranger.token },
    );
    expect(forged.status).toBe(400);

    const later = await makeTraining(testApp, {
      headTeacherId: lecturerId,
      sessions: [
        { kind: 'offline', startsAt: Date.now() + 5 * 3_600_000, endsAt: Date.now() + 6 * 3_600_000 },
      ],
    });
    const learner = await makeSignedInUser(testApp);
    await enrol(testApp, later, learner.user.id);
    const laterSession = later.sessions[0];
    if (!laterSession) throw new Error('no session');
    const early = await codeAt(laterSession.id, Date.now());
    const closed = await api.post(
      trainingPaths.signIn,
      { token: early.token },
      { token: learner.token, lang: 'en' },
    );
    expect(closed.status).toBe(409);
    expect(closed.body.resMsg).toMatch(/Sign-in is only open/);
  });

  it('lets the lecturer sign a trainee in by hand with a reason, and lists sign-ins', async () => {
    const { training, session, learner } = await setUp();
    const missing = await api.post(
      trainingPaths.manualSign,
      { sessionId: session.id, userId: learner.user.id },
      { token: lecturerToken, lang: 'en' },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.resMsg).toMatch(/reason/);
    const manual = await api.post(
      trainingPaths.manualSign,
      { sessionId: session.id, userId: learner.user.id, reason: 'Phone battery dead' },
      { token: lecturerToken },
    );
    expect(manual.status).toBe(200);
    const list = await api.get<{ data: { userId: number; method: string; reason: string }[] }>(
      trainingPaths.lecturerSignList,
      {
        token: lecturerToken,
        query: { trainId: training.id },
      },
    );
    expect(list.body.response.data).toEqual([
      expect.objectContaining({ userId: learner.user.id, method: 'manual', reason: 'Phone battery dead' }),
    ]);
    const excel = await testApp.app.inject({
      method: 'GET',
      url: trainingPaths.signExcel,
      query: { trainId: String(training.id) },
      headers: {
        authorization: 'Basic d2ViOndlYl9zZWNyZXQ=',
        'tenant-id': 'learn',
        accesstoken: `bearer ${lecturerToken}`,
      },
    });
    expect(excel.statusCode).toBe(200);
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps another lecturer out of the code (404)', async () => {
    const { session } = await setUp();
    const other = await makeSignedInUser(testApp, { isLecturer: true });
    const reply = await api.get(trainingPaths.lecturerQrcode, {
      token: other.token,
      query: { sessionId: session.id },
    });
    expect(reply.status).toBe(404);
  });

  it('lands 50 concurrent sign-ins of 50 learners exactly once each', async () => {
    const training = await makeTraining(testApp, {
      headTeacherId: lecturerId,
      sessions: [{ kind: 'offline' }],
    });
    const session = training.sessions[0];
    if (!session) throw new Error('no session');
    const learners = await Promise.all(Array.from({ length: 50 }, () => makeUser(testApp)));
    for (const learner of learners) await enrol(testApp, training, learner.id);
    const tokens = [];
    for (const learner of learners) tokens.push(await signInAs(testApp, learner));
    const code = await codeAt(session.id, Date.now());
    const replies = await Promise.all(
      [...tokens, ...tokens.slice(0, 10)].map((token) =>
        api.post(trainingPaths.signIn, { token: code.token }, { token }),
      ),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const list = await api.get<{ totalNum: number; data: { signedAt: number | null }[] }>(
      trainingPaths.lecturerSignList,
      {
        token: lecturerToken,
        query: { trainId: training.id, pageSize: 100 },
      },
    );
    expect(list.body.response.totalNum).toBe(50);
    expect(list.body.response.data.every((row) => row.signedAt !== null)).toBe(true);
  });
});
