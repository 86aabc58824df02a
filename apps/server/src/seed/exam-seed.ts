// Demo exams of a tenant, owned by `lecturer`: a bank of 200 questions of every type, a fixed paper with
// every type, a random paper, and 10 exams across every state for `learner` (not started, open, taken and
// passed, taken and failed, waiting for marking, absent), online and offline, CurrencyExam batches,
// arrangements to the user, the org tree, the position and everyone, and past results reached by really
// taking and scoring attempts. Idempotent: a tenant that already has a question bank is left as it is.
import { ExamArrangementTarget, ExamCloseReason, PaperKind, QuestionType } from '@elearning/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { sanitizeRichText } from '../core/rich-text.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  examAnswers,
  examArrangements,
  examAttempts,
  examBatches,
  examPaperQuestions,
  examPaperSections,
  examPapers,
  examQuestions,
  examResults,
  exams,
  organisations,
  users,
} from '../db/schema/index.ts';
import { closeAttempt } from '../modules/exam/close-service.ts';
import { buildAttemptLayout } from '../modules/exam/paper-layout.ts';
import { type BankQuestionSeed, demoBank, seededRandom } from './exam-seed-bank.ts';
import { DEMO_EXAMS, type ExamSeed, FIXED_PAPER, QUIZ_PAPER, RANDOM_PAPER } from './exam-seed-plan.ts';

const DAY = 86_400_000;

type Ctx = { db: DbOrTx; tenantId: string; ownerId: number | null; now: number };

async function insertBank(ctx: Ctx, bank: BankQuestionSeed[]) {
  const { db, tenantId, ownerId } = ctx;
  const row = (q: BankQuestionSeed, parentId: number | null, sort: number) => ({
    tenantId,
    ownerId,
    parentId,
    sort,
    type: q.type,
    stem: sanitizeRichText(q.stem),
    options: q.options,
    answer: q.answer,
    analysis: sanitizeRichText(q.analysis),
    score: q.score,
    category: q.category,
    difficulty: q.difficulty,
  });
  const ids = await db
    .insert(examQuestions)
    .values(bank.map((q, index) => row(q, null, index)))
    .returning({ id: examQuestions.id });
  const subs = bank.flatMap((q, index) => (q.subs ?? []).map((sub, sort) => row(sub, ids[index]!.id, sort)));
  if (subs.length > 0) await db.insert(examQuestions).values(subs);
  // Ids by type in bank order, for the fixed papers.
  const byType = new Map<string, number[]>();
  for (const [index, q] of bank.entries())
    byType.set(q.type, [...(byType.get(q.type) ?? []), ids[index]!.id]);
  return byType;
}

type PaperPlan = typeof FIXED_PAPER | typeof QUIZ_PAPER;

async function insertFixedPaper(ctx: Ctx, plan: PaperPlan, byType: Map<string, number[]>, offset: number) {
  const { db, tenantId, ownerId } = ctx;
  const [paper] = await db
    .insert(examPapers)
    .values({ tenantId, ownerId, name: plan.name, kind: PaperKind.fixed, totalScore: plan.totalScore })
    .returning({ id: examPapers.id });
  for (const [sort, section] of plan.sections.entries()) {
    const [row] = await db
      .insert(examPaperSections)
      .values({ tenantId, paperId: paper!.id, sort, title: section.title })
      .returning({ id: examPaperSections.id });
    const pool = byType.get(section.type) ?? [];
    const chosen = Array.from({ length: section.count }, (_, i) => pool[(offset + i * 3) % pool.length]!);
    await db.insert(examPaperQuestions).values(
      [...new Set(chosen)].map((questionId, index) => ({
        tenantId,
        paperId: paper!.id,
        sectionId: row!.id,
        questionId,
        sort: index,
        score: section.score,
      })),
    );
  }
  return paper!.id;
}

async function insertRandomPaper(ctx: Ctx) {
  const { db, tenantId, ownerId } = ctx;
  const [paper] = await db
    .insert(examPapers)
    .values({
      tenantId,
      ownerId,
      name: RANDOM_PAPER.name,
      kind: PaperKind.random,
      shuffleOptions: true,
      totalScore: RANDOM_PAPER.totalScore,
    })
    .returning({ id: examPapers.id });
  await db.insert(examPaperSections).values(
    RANDOM_PAPER.sections.map((section, sort) => ({
      tenantId,
      paperId: paper!.id,
      sort,
      title: section.title,
      drawType: section.type,
      drawCount: section.count,
      drawScore: section.score,
    })),
  );
  return paper!.id;
}

/** Takes an attempt the way a learner would (answers saved, then scored by closeAttempt). */
async function takePastAttempt(
  ctx: Ctx,
  plan: {
    examId: number;
    batchId: number;
    paperId: number;
    userId: number;
    startedAt: number;
    rightShare: number;
    shortAnswer: string | null;
  },
) {
  const { db, tenantId } = ctx;
  const layout = await buildAttemptLayout(db, tenantId, plan.paperId);
  const [attempt] = await db
    .insert(examAttempts)
    .values({
      tenantId,
      examId: plan.examId,
      batchId: plan.batchId,
      userId: plan.userId,
      attemptNo: 1,
      startedAt: new Date(plan.startedAt),
      deadlineAt: new Date(plan.startedAt + 45 * 60_000),
      layout,
    })
    .returning({ id: examAttempts.id });
  const ids = layout.sections.flatMap((s) =>
    s.questions.flatMap((q) => (q.subs ? q.subs.map((x) => x.id) : [q.id])),
  );
  const bank = await db
    .select({
      id: examQuestions.id,
      type: examQuestions.type,
      answer: examQuestions.answer,
      options: examQuestions.options,
    })
    .from(examQuestions)
    .where(and(eq(examQuestions.tenantId, tenantId), inArray(examQuestions.id, ids)));
  const random = seededRandom(plan.examId * 7919 + plan.userId);
  const answers = bank.flatMap((q, seq) => {
    const right = random() < plan.rightShare;
    const key = q.answer;
    let answer: string | string[] | null = null;
    if (q.type === QuestionType.shortAnswer) answer = plan.shortAnswer;
    else if (key && 'blanks' in key) answer = key.blanks.map((accepted) => (right ? accepted[0]! : '不确定'));
    else if (key && 'keys' in key) {
      const wrongKey = q.options.map((o) => o.key).find((k) => !key.keys.includes(k)) ?? key.keys[0]!;
      const keys = right ? key.keys : [wrongKey];
      answer = q.type === QuestionType.single || q.type === QuestionType.judgment ? keys[0]! : keys;
    }
    return answer === null
      ? []
      : [{ tenantId, attemptId: attempt!.id, questionId: q.id, answer, seq: seq + 1 }];
  });
  if (answers.length > 0) await db.insert(examAnswers).values(answers);
  await closeAttempt(db, {
    tenantId,
    attemptId: attempt!.id,
    reason: ExamCloseReason.manual,
    now: new Date(plan.startedAt + 38 * 60_000),
  });
}

async function insertExam(ctx: Ctx, seed: ExamSeed, paperId: number, targets: Record<string, number>) {
  const { db, tenantId, ownerId, now } = ctx;
  const [exam] = await db
    .insert(exams)
    .values({
      tenantId,
      ownerId,
      paperId,
      ...seed.exam,
      description: sanitizeRichText(seed.exam.description),
    })
    .returning({ id: exams.id });
  const batchRows = await db
    .insert(examBatches)
    .values(
      seed.batches.map(([from, to], index) => ({
        tenantId,
        examId: exam!.id,
        batchNumber: index + 1,
        beginAt: new Date(now + from * DAY),
        endAt: new Date(now + to * DAY),
      })),
    )
    .returning({ id: examBatches.id });
  await db.insert(examArrangements).values(
    seed.arrange.map((target) => ({
      tenantId,
      examId: exam!.id,
      targetType: target,
      targetId: target === ExamArrangementTarget.all ? 0 : targets[target]!,
    })),
  );
  return { examId: exam!.id, batchIds: batchRows.map((row) => row.id) };
}

/** Seeds the demo exams of one tenant unless it already has a question bank. */
export async function seedExams(db: Db, options: { tenantId: string; now?: number }) {
  const { tenantId } = options;
  const [existing] = await db
    .select({ id: examQuestions.id })
    .from(examQuestions)
    .where(eq(examQuestions.tenantId, tenantId))
    .limit(1);
  if (existing) return false;
  const people = await db
    .select({ id: users.id, account: users.account, orgId: users.orgId, positionId: users.positionId })
    .from(users)
    .where(eq(users.tenantId, tenantId));
  const learner = people.find((person) => person.account === 'learner');
  if (!learner) return false;
  const lecturer = people.find((person) => person.account === 'lecturer');
  const [root] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.tenantId, tenantId))
    .orderBy(asc(organisations.id))
    .limit(1);
  const targets: Record<string, number> = {
    [ExamArrangementTarget.user]: learner.id,
    [ExamArrangementTarget.org]: root?.id ?? 0,
    [ExamArrangementTarget.position]: learner.positionId ?? 0,
  };
  await db.transaction(async (tx) => {
    const ctx: Ctx = { db: tx, tenantId, ownerId: lecturer?.id ?? null, now: options.now ?? Date.now() };
    const byType = await insertBank(ctx, demoBank());
    const papers = {
      fixed: await insertFixedPaper(ctx, FIXED_PAPER, byType, 0),
      random: await insertRandomPaper(ctx),
      quiz: await insertFixedPaper(ctx, QUIZ_PAPER, byType, 5),
    };
    // A tenant without a lecturer (acme) gets only the first, open exam.
    for (const seed of lecturer ? DEMO_EXAMS : DEMO_EXAMS.slice(0, 1)) {
      const { examId, batchIds } = await insertExam(ctx, seed, papers[seed.paper], targets);
      const batchId = batchIds[seed.resultBatch ?? 0]!;
      const batchStart = ctx.now + seed.batches[seed.resultBatch ?? 0]![0] * DAY;
      if (seed.past) {
        await takePastAttempt(ctx, {
          examId,
          batchId,
          paperId: papers[seed.paper],
          userId: learner.id,
          startedAt: batchStart + 3_600_000,
          ...seed.past,
        });
      }
      if (seed.offlineResult) {
        const { score, isPass } = seed.offlineResult;
        await tx.insert(examResults).values({
          tenantId,
          examId,
          batchId,
          userId: learner.id,
          objectiveScore: score,
          score,
          isPass,
          submittedAt: new Date(batchStart + 3_600_000),
          scoredAt: new Date(batchStart + DAY),
        });
      }
    }
  });
  return true;
}
