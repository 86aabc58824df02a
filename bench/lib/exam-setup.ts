// Data of the exam load bench, written straight into the bench database: takers (users with a session
// each and an access token signed with the server's own secret, so no sign-in is needed), and exams of
// 20 single-choice questions arranged to everyone, open now or from a chosen moment.
import { randomUUID } from 'node:crypto';
import { ExamArrangementTarget, QuestionType } from '@elearning/shared';
import type { Db } from '../../apps/server/src/db/client.ts';
import {
  examArrangements,
  examBatches,
  examPaperQuestions,
  examPaperSections,
  examPapers,
  examQuestions,
  exams,
  sessions,
  users,
} from '../../apps/server/src/db/schema/index.ts';
import { createTokenSigner } from '../../apps/server/src/modules/auth/tokens.ts';

const TENANT = 'learn';
const SESSION_HOURS = 6;

export type Taker = { index: number; userId: number; token: string };
export type BenchExam = { examId: number; batchId: number; questions: { id: number; keys: string[] }[] };

export async function createTakers(
  db: Db,
  jwtSecret: string,
  count: number,
  prefix: string,
): Promise<Taker[]> {
  const signer = createTokenSigner(jwtSecret, SESSION_HOURS * 3600);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        tenantId: TENANT,
        account: `${prefix}${String(i + 1).padStart(4, '0')}`,
        // Takers never sign in: their sessions are made below.
        passwordHash: 'bench-no-login',
        name: `考生${i + 1}`,
      })),
    )
    .returning({ id: users.id });
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3_600_000);
  const made = rows.map((row) => ({ userId: row.id, sid: randomUUID() }));
  await db
    .insert(sessions)
    .values(
      made.map(({ userId, sid }) => ({ id: sid, tenantId: TENANT, userId, clientId: 'web', expiresAt })),
    );
  return Promise.all(
    made.map(async ({ userId, sid }, index) => ({
      index,
      userId,
      token: await signer.signAccessToken({ sid, uid: userId, tid: TENANT, cid: 'web' }),
    })),
  );
}

const OPTIONS = ['A', 'B', 'C', 'D'].map((key) => ({ key, content: `选项${key}` }));

/** `opensAt`: when the exam's batch opens (joins before it are refused); by default ten minutes ago. */
export async function createBenchExam(
  db: Db,
  name: string,
  questionCount = 20,
  opensAt = new Date(Date.now() - 600_000),
): Promise<BenchExam> {
  const bank = await db
    .insert(examQuestions)
    .values(
      Array.from({ length: questionCount }, (_, i) => ({
        tenantId: TENANT,
        type: QuestionType.single,
        stem: `<p>${name} 第${i + 1}题</p>`,
        options: OPTIONS,
        answer: { keys: [OPTIONS[i % 4]!.key] },
        score: 5,
      })),
    )
    .returning({ id: examQuestions.id });
  const [paper] = await db
    .insert(examPapers)
    .values({ tenantId: TENANT, name, totalScore: questionCount * 5 })
    .returning({ id: examPapers.id });
  const [section] = await db
    .insert(examPaperSections)
    .values({ tenantId: TENANT, paperId: paper!.id, title: '单选题' })
    .returning({ id: examPaperSections.id });
  await db.insert(examPaperQuestions).values(
    bank.map((question, sort) => ({
      tenantId: TENANT,
      paperId: paper!.id,
      sectionId: section!.id,
      questionId: question.id,
      sort,
    })),
  );
  const [exam] = await db
    .insert(exams)
    .values({
      tenantId: TENANT,
      paperId: paper!.id,
      name,
      passScore: 60,
      totalScore: questionCount * 5,
      timeLimitMinutes: 60,
      published: true,
    })
    .returning({ id: exams.id });
  const [batch] = await db
    .insert(examBatches)
    .values({
      tenantId: TENANT,
      examId: exam!.id,
      beginAt: opensAt,
      endAt: new Date(Date.now() + 3 * 3_600_000),
    })
    .returning({ id: examBatches.id });
  await db
    .insert(examArrangements)
    .values({ tenantId: TENANT, examId: exam!.id, targetType: ExamArrangementTarget.all, targetId: 0 });
  return {
    examId: exam!.id,
    batchId: batch!.id,
    questions: bank.map((question) => ({ id: question.id, keys: OPTIONS.map((o) => o.key) })),
  };
}
