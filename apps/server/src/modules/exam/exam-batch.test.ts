// API tests of draft saves written in groups (draft-batcher.ts): many takers saving at once are all
// acknowledged and all stored, a stale save in the same batch as a newer one never wins, a closed attempt in
// a batch is refused alone, and a batch statement that fails falls back to single saves without losing one.
import { examPaths, type TSaveDraftResult, type TTakeExam } from '@elearning/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAnswers } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { draftBatchStats, failNextDraftBatches, saveInBatch } from './draft-batcher.ts';
import { paperBankReads } from './paper-cache.ts';
import { type MadeExam, makeExam } from './test-factories.ts';

let test: TestApp;
let api: ReturnType<typeof apiClient>;
let exam: MadeExam;
type Taker = { token: string; userId: number; attemptId: number };
const takers: Taker[] = [];

beforeAll(async () => {
  test = await createTestApp();
  api = apiClient(test.app);
  exam = await makeExam(test, { arrangeTo: [{ type: 'all' }] });
  for (let index = 0; index < 50; index++) {
    const { token, user } = await makeSignedInUser(test);
    const joined = await api.post<{ attemptId: number }>(
      examPaths.joinExam,
      { batchId: exam.batchId },
      { token },
    );
    takers.push({ token, userId: user.id, attemptId: joined.body.response.attemptId });
  }
});

afterAll(async () => {
  await test?.close();
});

const save = (taker: Taker, answers: unknown[]) =>
  api.post<TSaveDraftResult>(
    examPaths.saveDraft,
    { attemptId: taker.attemptId, answers },
    { token: taker.token },
  );

async function stored(attemptIds: number[], questionId: number) {
  return test.database.db
    .select({ attemptId: examAnswers.attemptId, answer: examAnswers.answer, seq: examAnswers.seq })
    .from(examAnswers)
    .where(and(inArray(examAnswers.attemptId, attemptIds), eq(examAnswers.questionId, questionId)));
}

describe('draft saves in groups', () => {
  it('acknowledges and stores the saves of 50 takers sent at once', async () => {
    const id = exam.questions.single!.id;
    const before = draftBatchStats();
    const replies = await Promise.all(
      takers.map((taker, index) => save(taker, [{ questionId: id, answer: 'B', seq: 100 + index }])),
    );
    for (const [index, reply] of replies.entries()) {
      expect(reply.status).toBe(200);
      expect(reply.body.response.acknowledged).toEqual([
        { questionId: id, seq: 100 + index, status: 'saved' },
      ]);
    }
    const rows = await stored(
      takers.map((taker) => taker.attemptId),
      id,
    );
    expect(rows).toHaveLength(50);
    for (const row of rows) expect(row.answer).toBe('B');
    const after = draftBatchStats();
    // Written together: fewer statements than requests.
    expect(after.requests - before.requests).toBe(50);
    expect(after.batches - before.batches).toBeLessThan(50);
  });

  it('never lets a stale save win over a newer one sent at the same time', async () => {
    const id = exam.questions.judgment!.id;
    const [first, second] = takers;
    const replies = await Promise.all([
      save(first!, [{ questionId: id, answer: 'F', seq: 7 }]),
      save(first!, [{ questionId: id, answer: 'T', seq: 3 }]),
      save(second!, [{ questionId: id, answer: 'T', seq: 3 }]),
      save(second!, [{ questionId: id, answer: 'F', seq: 7 }]),
    ]);
    const statuses = replies.map((reply) => reply.body.response.acknowledged[0]!.status);
    expect(statuses[0]).toBe('saved');
    expect(statuses[1]).toBe('stale');
    // The older save is stale when it shares the newer one's batch, saved when an earlier batch took it.
    expect(['saved', 'stale']).toContain(statuses[2]);
    expect(statuses[3]).toBe('saved');
    const rows = await stored([first!.attemptId, second!.attemptId], id);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ answer: 'F', seq: 7 });
  });

  it('writes only the newest of one question within a single batch, whatever the order', async () => {
    const id = exam.questions.single!.id;
    const taker = takers[1]!;
    const now = new Date();
    const request = (seq: number, answer: string) => ({
      tenantId: exam.tenantId,
      attemptId: taker.attemptId,
      userId: taker.userId,
      acceptAfter: new Date(now.getTime() - 10_000),
      now,
      lockCutoff: new Date(0),
      rows: [{ question_id: id, answer, doubtful: false, seq }],
    });
    const before = draftBatchStats();
    // Queued in the same turn of the event loop: one batch, the older first.
    const [older, newer] = await Promise.all([
      saveInBatch(test.database.db, request(1_000, 'A')),
      saveInBatch(test.database.db, request(1_001, 'C')),
    ]);
    expect(draftBatchStats().batches - before.batches).toBe(1);
    expect(older).toEqual([]);
    expect(newer).toEqual([{ questionId: id }]);
    expect(await stored([taker.attemptId], id)).toEqual([
      { attemptId: taker.attemptId, answer: 'C', seq: 1_001 },
    ]);
  });

  it('refuses a save for a closed attempt while the others of its batch are stored', async () => {
    const id = exam.questions.multiple!.id;
    const closed = takers[2]!;
    const submit = await api.post(
      examPaths.submitPaper,
      { attemptId: closed.attemptId, answers: [] },
      { token: closed.token },
    );
    expect(submit.status).toBe(200);
    const open = takers.slice(3, 13);
    const answer = exam.questions.multiple!.right;
    const replies = await Promise.all([
      save(closed, [{ questionId: id, answer, seq: 1 }]),
      ...open.map((taker) => save(taker, [{ questionId: id, answer, seq: 1 }])),
    ]);
    expect(replies[0]!.status).toBe(409);
    for (const reply of replies.slice(1)) {
      expect(reply.body.response.acknowledged[0]!.status).toBe('saved');
    }
    expect(await stored([closed.attemptId], id)).toHaveLength(0);
    expect(
      await stored(
        open.map((taker) => taker.attemptId),
        id,
      ),
    ).toHaveLength(10);
  });

  it('falls back to single saves when a batch statement fails, losing nothing', async () => {
    const id = exam.questions.blank!.id;
    const group = takers.slice(13, 33);
    const before = draftBatchStats();
    failNextDraftBatches(1);
    const replies = await Promise.all(
      group.map((taker, index) => save(taker, [{ questionId: id, answer: [`v${index}`], seq: 5 }])),
    );
    for (const reply of replies) expect(reply.body.response.acknowledged[0]!.status).toBe('saved');
    for (const [index, taker] of group.entries()) {
      const paper = await api.get<TTakeExam>(examPaths.takeExam, {
        token: taker.token,
        query: { attemptId: taker.attemptId },
      });
      expect(paper.body.response.answers.find((row) => row.questionId === id)).toMatchObject({
        answer: [`v${index}`],
        seq: 5,
      });
    }
    // The failed batch wrote nothing and is not counted; its requests were written one by one.
    expect(draftBatchStats().requests - before.requests).toBeLessThan(group.length);
  });
});

describe('the paper of a wave of takers', () => {
  it('is read from the bank once per paper, not once per taker', async () => {
    const before = paperBankReads();
    const papers = await Promise.all(
      takers.map((taker) =>
        api.get<TTakeExam>(examPaths.takeExam, { token: taker.token, query: { attemptId: taker.attemptId } }),
      ),
    );
    for (const paper of papers) expect(paper.body.response.sections.length).toBeGreaterThan(0);
    // At most the answerable questions (attempt facts) and the whole paper (groups included).
    expect(paperBankReads() - before).toBeLessThanOrEqual(2);
  });
});
