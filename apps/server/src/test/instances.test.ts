// Several instances on one PostgreSQL database (docs/ARCHITECTURE.md "Several instances"): two apps built
// on the same database, each with its own pool, realtime hub and session cache. A session revoked through
// one is refused by the other within 100 ms — its kept copy dropped by the announcement, not re-read; a
// password change through one ends the user's other sessions on both; a websocket message sent through one
// reaches a user connected to the other; with both exam sweepers running each overdue attempt closes once.
import {
  accountPaths,
  authPaths,
  ExamAttemptStatus,
  ExamCloseReason,
  examPaths,
  type TJoinResult,
  type TMedalMessage,
} from '@elearning/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttempts, examResults, examWrongQuestions, sessions } from '../db/schema/index.ts';
import { announceSessionChange } from '../modules/auth/session-cache.ts';
import { expireAttempt, makeExam } from '../modules/exam/test-factories.ts';
import { connect, isMedal, MEDAL, roundTrip } from '../modules/realtime/test-support.ts';
import { apiClient } from './api-client.ts';
import { createTestInstances, type TestApp } from './app-factory.ts';
import { FACTORY_PASSWORD, makeUser, signInAs } from './factories.ts';

const onPostgres = process.env.DB_DRIVER === 'postgres';
/** Issue 10: a revocation made through one instance is refused by every other within this. */
const REVOCATION_MS = 100;

describe.skipIf(!onPostgres)('two instances on one database (PostgreSQL only: PGlite is one process)', () => {
  let group: Awaited<ReturnType<typeof createTestInstances>>;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    // Both sweepers run often, so that they meet on the same overdue attempts.
    group = await createTestInstances(2, { EXAM_SWEEP_INTERVAL_MS: '50' });
    [a, b] = group.instances as [TestApp, TestApp];
  });
  afterAll(async () => {
    await group?.close();
  });

  const resCodeOn = async (instance: TestApp, token: string) =>
    (await apiClient(instance.app).get(authPaths.userInfo, { token })).body.resCode;

  /** Polls, never sleeps: the other instance must refuse the token within REVOCATION_MS. */
  const refusedWithin = (instance: TestApp, token: string) =>
    expect.poll(() => resCodeOn(instance, token), { timeout: REVOCATION_MS, interval: 5 }).toBe(8001);

  it('keeps a session in memory on each instance and drops it on the other one’s announcement', async () => {
    const user = await makeUser(a);
    const token = await signInAs(a, user);
    expect(await resCodeOn(b, token)).toBe(200);
    // Written straight to the database, unannounced: both instances still answer from memory.
    await a.database.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: 'logout' })
      .where(eq(sessions.userId, user.id));
    expect(await resCodeOn(b, token)).toBe(200);
    await announceSessionChange(a.app.deps.realtime, {
      scope: 'user',
      tenantId: user.tenantId,
      userId: user.id,
    });
    expect(await resCodeOn(a, token)).toBe(8001);
    await refusedWithin(b, token);
  });

  it('refuses on one instance a session signed out through the other', async () => {
    const user = await makeUser(a);
    const token = await signInAs(a, user);
    expect(await resCodeOn(b, token)).toBe(200);
    const logout = await apiClient(a.app).get(authPaths.logout, { token });
    expect(logout.status).toBe(200);
    expect(await resCodeOn(a, token)).toBe(8001);
    await refusedWithin(b, token);
  });

  it('ends the other sessions on every instance when the password changes through one', async () => {
    const user = await makeUser(a);
    const other = await signInAs(a, user);
    const current = await signInAs(b, user);
    expect(await resCodeOn(b, other)).toBe(200);
    expect(await resCodeOn(a, current)).toBe(200);
    const change = await apiClient(a.app).post(
      accountPaths.changePassword,
      { oldPassword: FACTORY_PASSWORD, newPassword: 'chg#1234' },
      { token: current },
    );
    expect(change.body.resCode).toBe(200);
    expect(await resCodeOn(a, other)).toBe(8001);
    await refusedWithin(b, other);
    expect(await resCodeOn(b, current)).toBe(200);
  });

  it('reads the database on every call while announcements could be missed, and keeps sessions again once back', async () => {
    const user = await makeUser(a);
    const token = await signInAs(a, user);
    expect(await resCodeOn(b, token)).toBe(200);
    const hubs = [a.app.deps.realtime, b.app.deps.realtime];
    await a.database.pool!.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'LISTEN elearning_events'`,
    );
    await expect.poll(() => hubs.some((hub) => hub.listening), { timeout: 5000, interval: 10 }).toBe(false);
    // Unannounced, and still seen at once: nothing kept from before the loss is trusted.
    await a.database.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: 'logout' })
      .where(eq(sessions.userId, user.id));
    expect(await resCodeOn(a, token)).toBe(8001);
    expect(await resCodeOn(b, token)).toBe(8001);

    await expect.poll(() => hubs.every((hub) => hub.listening), { timeout: 10_000, interval: 50 }).toBe(true);
    const again = await signInAs(a, user);
    expect(await resCodeOn(b, again)).toBe(200);
    await a.database.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: 'logout' })
      .where(eq(sessions.userId, user.id));
    expect(await resCodeOn(b, again)).toBe(200);
  });

  it('delivers a websocket message sent through one instance to a user connected to the other', async () => {
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await makeUser(a);
    const token = await signInAs(a, user);
    const socket = await connect(b.app, token, true);
    try {
      await roundTrip(socket);
      expect(a.app.deps.realtime.connectionCount(user.tenantId, user.id)).toBe(0);
      expect(b.app.deps.realtime.connectionCount(user.tenantId, user.id)).toBe(1);
      const sent = await apiClient(a.app).post(MEDAL, { medalType: 'exam', level: 2 }, { token });
      expect(sent.status).toBe(200);
      const message = JSON.parse(await socket.next(isMedal)) as TMedalMessage;
      expect(message.data).toMatchObject({ medalType: 'exam', level: 2 });
    } finally {
      socket.ws.terminate();
    }
  });

  it('closes each overdue attempt once while both instances sweep', async () => {
    const learners = await Promise.all([1, 2, 3, 4, 5, 6].map(() => makeUser(a)));
    const exam = await makeExam(a, {
      arrangeTo: learners.map((learner) => ({ type: 'user', id: learner.id })),
    });
    const single = exam.questions.single!;
    const attemptIds: number[] = [];
    for (const [index, learner] of learners.entries()) {
      const through = index % 2 === 0 ? a : b;
      const api = apiClient(through.app);
      const token = await signInAs(through, learner);
      const join = await api.post<TJoinResult>(examPaths.joinExam, { batchId: exam.batchId }, { token });
      expect(join.status).toBe(200);
      const attemptId = join.body.response.attemptId;
      // A wrong answer: a second close would count it twice in the wrong-question book.
      const answers = [{ questionId: single.id, answer: single.wrong, seq: 1 }];
      expect((await api.post(examPaths.saveDraft, { attemptId, answers }, { token })).status).toBe(200);
      attemptIds.push(attemptId);
    }
    for (const attemptId of attemptIds) await expireAttempt(a, attemptId, 60);

    const { db } = a.database;
    const stillOpen = async () =>
      (
        await db
          .select({ id: examAttempts.id })
          .from(examAttempts)
          .where(
            and(inArray(examAttempts.id, attemptIds), eq(examAttempts.status, ExamAttemptStatus.inProgress)),
          )
      ).length;
    await expect.poll(stillOpen, { timeout: 10_000, interval: 50 }).toBe(0);

    const closed = await db
      .select({ closedBy: examAttempts.closedBy })
      .from(examAttempts)
      .where(inArray(examAttempts.id, attemptIds));
    expect(closed.map((row) => row.closedBy)).toEqual(attemptIds.map(() => ExamCloseReason.deadline));
    const results = await db
      .select({ attemptId: examResults.attemptId })
      .from(examResults)
      .where(inArray(examResults.attemptId, attemptIds));
    expect(results.map((row) => row.attemptId).sort()).toEqual([...attemptIds].sort());
    const wrong = await db
      .select({ wrongCount: examWrongQuestions.wrongCount })
      .from(examWrongQuestions)
      .where(
        and(
          eq(examWrongQuestions.questionId, single.id),
          inArray(
            examWrongQuestions.userId,
            learners.map((learner) => learner.id),
          ),
        ),
      );
    expect(wrong.map((row) => row.wrongCount)).toEqual(learners.map(() => 1));
  });
});
