// The JSON shapes of the exam domain (SPEC §3 Exam item and batch, the paper, results, the answer review).
// Papers never carry right answers; reviews carry them only when the policy allowed the call.
import {
  EXAM_PATTERN_ONLINE,
  ExamType,
  type TExamBatch,
  type TExamItem,
  type TExamItemStatus,
  type TExamResult,
  type TIsPass,
  type TPaperQuestion,
  type TReviewQuestion,
  type TRightAnswer,
} from '@elearning/shared';
import type { examAnswers, examBatches, LayoutQuestion } from '../../db/schema/index.ts';
import type { ExamListRow } from './list-service.ts';
import type { QuestionContent } from './question-content.ts';
import type { ResultRow } from './submit-service.ts';

export function toMs(value: Date | string): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

function toPoints(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}

function toIsPass(value: number | null): TIsPass {
  return value === 1 || value === 3 ? value : null;
}

/** One row of the exam list. Scores and pass state are shown only to the learner and when visible. */
export function presentExamItem(row: ExamListRow): TExamItem {
  const examType = row.exam_type as ExamType;
  const visible = row.score_visible;
  return {
    examId: row.exam_id,
    batchId: row.batch_id,
    examName: row.exam_name,
    examPattern: row.pattern,
    examType,
    batchNumber: examType === ExamType.currency ? row.batch_number : null,
    examSourceName: row.source_name,
    examBeginTime: toMs(row.begin_at),
    examEndTime: toMs(row.end_at),
    roomName: row.pattern === EXAM_PATTERN_ONLINE ? '' : row.room_name,
    roomAddr: row.pattern === EXAM_PATTERN_ONLINE ? '' : row.room_addr,
    score: visible ? toPoints(row.best_score) : null,
    scoreVisible: visible,
    isPass: visible ? toIsPass(row.best_pass) : null,
    status: row.status as TExamItemStatus,
    markingState: row.pending === null ? null : row.pending && row.best_pass === null ? 'pending' : 'done',
    totalScore: Number(row.total_score),
    passScore: Number(row.pass_score),
    timeLimit: row.time_limit_minutes,
  };
}

/** A batch and where it stands at `now`: 1 not started, 2 open, 3 ended. */
export function presentBatch(batch: typeof examBatches.$inferSelect, now: Date): TExamBatch {
  const state = now < batch.beginAt ? 1 : now > batch.endAt ? 3 : 2;
  return {
    id: batch.id,
    batchNumber: batch.batchNumber,
    examBeginTime: batch.beginAt.getTime(),
    examEndTime: batch.endAt.getTime(),
    state,
  };
}

type ExamScoring = { scoreVisible: boolean; totalScore: number; passScore: number };

export function presentResult(result: ResultRow, exam: ExamScoring): TExamResult {
  const visible = exam.scoreVisible;
  return {
    attemptId: result.attemptId,
    examId: result.examId,
    batchId: result.batchId,
    score: visible ? result.score : null,
    objectiveScore: visible ? result.objectiveScore : null,
    isPass: visible ? toIsPass(result.isPass) : null,
    markingState: result.markingState === 'pending' ? 'pending' : 'done',
    pendingCount: result.pendingCount,
    submitTime: result.submittedAt.getTime(),
    scoreVisible: visible,
    totalScore: exam.totalScore,
    passScore: exam.passScore,
    closedBy: result.closedBy,
  };
}

function blankCountOf(content: QuestionContent): number {
  return content.answer && 'blanks' in content.answer ? content.answer.blanks.length : 0;
}

/** A question as the paper shows it: options in the attempt's order, no right answer. */
export function presentPaperQuestion(
  entry: LayoutQuestion,
  content: Map<number, QuestionContent>,
): TPaperQuestion | null {
  const question = content.get(entry.id);
  if (!question) return null;
  const byKey = new Map(question.options.map((option) => [option.key, option]));
  const options = entry.optionOrder
    ? entry.optionOrder.flatMap((key) => (byKey.has(key) ? [byKey.get(key)!] : []))
    : question.options;
  return {
    id: question.id,
    type: question.type,
    stem: question.stem,
    options,
    blankCount: blankCountOf(question),
    score: entry.score,
    subQuestions: (entry.subs ?? []).flatMap((sub) => presentPaperQuestion(sub, content) ?? []),
  };
}

export function rightAnswerOf(content: QuestionContent): TRightAnswer {
  const key = content.answer;
  if (!key) return null;
  if ('keys' in key) return key.keys;
  if ('blanks' in key) return key.blanks;
  return key.reference;
}

type SavedAnswer = Pick<typeof examAnswers.$inferSelect, 'answer' | 'score' | 'verdict' | 'comment'>;

/** A question of the answer review: the paper's view plus the right answer, analysis and my mark. */
export function presentReviewQuestion(
  entry: LayoutQuestion,
  content: Map<number, QuestionContent>,
  answers: Map<number, SavedAnswer>,
  scoresVisible: boolean,
): TReviewQuestion | null {
  const paper = presentPaperQuestion(entry, content);
  const question = content.get(entry.id);
  if (!paper || !question) return null;
  const mine = answers.get(entry.id);
  const isGroup = Boolean(entry.subs);
  return {
    ...paper,
    rightAnswer: rightAnswerOf(question),
    analysis: question.analysis,
    myAnswer: mine?.answer ?? null,
    myScore: !scoresVisible || isGroup ? null : (mine?.score ?? (mine?.verdict === 'pending' ? null : 0)),
    verdict: isGroup ? null : ((mine?.verdict as TReviewQuestion['verdict']) ?? 'wrong'),
    comment: mine?.comment ?? '',
    subQuestions: (entry.subs ?? []).flatMap(
      (sub) => presentReviewQuestion(sub, content, answers, scoresVisible) ?? [],
    ),
  };
}
