// The JSON of the learner's exam replies (SPEC §3 Exam item and batch, the exam information, attempts,
// the paper, results): built here from what the services return, and called from the routes only. Papers
// never carry right answers; scores and pass states only where the exam shows them.
import {
  EXAM_PATTERN_ONLINE,
  ExamAnswerVisibility,
  ExamAttemptStatus,
  ExamStatusFilter,
  ExamType,
  errorCatalogue,
  type Lang,
  type TAnswerAck,
  type TExamBatch,
  type TExamCenterToken,
  type TExamInfo,
  type TExamItem,
  type TExamItemStatus,
  type TExamResult,
  type TExamSession,
  type TIsPass,
  type TJoinResult,
  type TOpenQuestionResult,
  type TPage,
  type TPaperQuestion,
  type TSaveDraftResult,
  type TTakeExam,
  translate,
} from '@elearning/shared';
import { paged } from '../../core/paging.ts';
import type { LayoutQuestion } from '../../db/schema/index.ts';
import type { AttemptFacts } from './attempt-facts.ts';
import type { ResultRow } from './close-service.ts';
import type { BatchRecord, ExamInfoFacts, SessionPage } from './info-service.ts';
import { shownOptions } from './option-letters.ts';
import { answerableQuestions } from './paper-layout.ts';
import { answersVisible, gradeVisible } from './policy.ts';
import type { ExamRow } from './queries.ts';
import type { QuestionContent } from './question-content.ts';
import type { ExamScoring } from './submit-service.ts';
import type { Joined, TakenPaper } from './take-service.ts';
import { batchStateAt, examStatusOf, remainingSeconds } from './timeline.ts';

/** A stored enum value as its type; a value the enum does not know falls back instead of passing as a lie. */
export function oneOf<T extends string | number>(members: Record<string, T>, value: unknown, fallback: T): T {
  return Object.values(members).find((member) => member === value) ?? fallback;
}

const ITEM_STATUSES = {
  notStarted: ExamStatusFilter.notStarted,
  notTaken: ExamStatusFilter.notTaken,
  taken: ExamStatusFilter.taken,
  absent: ExamStatusFilter.absent,
} as const satisfies Record<string, TExamItemStatus>;

export function toIsPass(value: number | null): TIsPass {
  return value === 1 || value === 3 ? value : null;
}

function answerModeOf(value: number): 1 | 2 {
  return value === 2 ? 2 : 1;
}

/** One row of the exam list. Scores and pass state are shown only to the learner and when visible. */
export function presentExamItem(row: ExamRow): TExamItem {
  const examType = oneOf(ExamType, row.exam_type, ExamType.currency);
  const visible = row.score_visible;
  const online = row.pattern === EXAM_PATTERN_ONLINE;
  return {
    examId: row.exam_id,
    batchId: row.batch_id,
    examName: row.exam_name,
    examPattern: row.pattern,
    examType,
    batchNumber: examType === ExamType.currency ? row.batch_number : null,
    examSourceName: row.source_name,
    examBeginTime: row.begin_at.getTime(),
    examEndTime: row.end_at.getTime(),
    roomName: online ? '' : row.room_name,
    roomAddr: online ? '' : row.room_addr,
    score: visible ? row.best_score : null,
    scoreVisible: visible,
    isPass: visible ? toIsPass(row.best_pass) : null,
    status: oneOf(ITEM_STATUSES, row.status, ExamStatusFilter.absent),
    markingState: row.pending === null ? null : row.pending && row.best_pass === null ? 'pending' : 'done',
    totalScore: row.total_score,
    passScore: row.pass_score,
    timeLimit: row.time_limit_minutes,
    inProgressAttemptId: row.in_progress_attempt_id,
  };
}

export function presentExamPage(page: { rows: ExamRow[]; totalNum: number }, pageSize: number) {
  return paged(page.rows.map(presentExamItem), page.totalNum, pageSize);
}

/** A batch and where it stands at `now`: 1 not started, 2 open, 3 ended. */
export function presentBatch(batch: BatchRecord, now: Date): TExamBatch {
  return {
    id: batch.id,
    batchNumber: batch.batchNumber,
    examBeginTime: batch.beginAt.getTime(),
    examEndTime: batch.endAt.getTime(),
    state: batchStateAt(batch, now),
  };
}

export function presentBatches(batches: BatchRecord[], now: Date): TExamBatch[] {
  return batches.map((batch) => presentBatch(batch, now));
}

export function presentResult(result: ResultRow, exam: ExamScoring): TExamResult {
  const visible = gradeVisible(exam, result);
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

/** `viewExamInfo`; why joining is blocked is said in the caller's language. */
export function presentExamInfo(info: ExamInfoFacts, now: Date, lang: Lang): TExamInfo {
  const { exam, blocker } = info;
  return {
    examId: exam.id,
    examName: exam.name,
    examPattern: exam.pattern,
    examType: oneOf(ExamType, exam.examType, ExamType.currency),
    examSourceName: exam.sourceName,
    description: exam.description,
    passScore: exam.passScore,
    totalScore: exam.totalScore,
    questionCount: info.questionCount,
    timeLimit: exam.timeLimitMinutes,
    answerMode: answerModeOf(exam.answerMode),
    questionTimeLimit: exam.questionTimeLimitSeconds,
    closedBook: exam.closedBook,
    earliestSubmitMinutes: exam.earliestSubmitMinutes,
    attemptsAllowed: exam.attemptsAllowed,
    attemptsUsed: info.attemptsUsed,
    scoreVisible: exam.scoreVisible,
    answerVisibility: oneOf(ExamAnswerVisibility, exam.answerVisibility, ExamAnswerVisibility.never),
    roomName: exam.roomName,
    roomAddr: exam.roomAddr,
    batch: presentBatch(info.batch, now),
    batches: presentBatches(info.batches, now),
    status: examStatusOf(
      info.results.length > 0,
      info.batches.map((batch) => batchStateAt(batch, now)),
    ),
    inProgressAttemptId: info.inProgressAttemptId,
    bestResult: info.best ? presentResult(info.best, exam) : null,
    canJoin: blocker === null,
    joinBlockedReason: blocker ? translate(errorCatalogue[blocker].message, lang) : null,
    canViewAnswer: info.canViewAnswer,
  };
}

/** `examSessionList`: a page of the caller's attempts. */
export function presentSessionPage(page: SessionPage, pageSize: number, now: Date): TPage<TExamSession> {
  const { exam } = page;
  const sessions = page.rows.map(({ attempt, batch, result }): TExamSession => {
    const submitted = attempt.status === ExamAttemptStatus.submitted;
    return {
      attemptId: attempt.id,
      attemptNo: attempt.attemptNo,
      batchId: batch.id,
      batchNumber: batch.batchNumber,
      startTime: attempt.startedAt.getTime(),
      deadline: attempt.deadlineAt.getTime(),
      submitTime: attempt.submittedAt?.getTime() ?? null,
      status: submitted ? 'submitted' : 'inProgress',
      score: result && gradeVisible(exam, result) ? result.score : null,
      isPass: result && gradeVisible(exam, result) ? toIsPass(result.isPass) : null,
      markingState: result ? (result.markingState === 'pending' ? 'pending' : 'done') : null,
      canViewAnswer: answersVisible(exam.answerVisibility, { submitted, batchEnd: batch.endAt }, now),
    };
  });
  return paged(sessions, page.totalNum, pageSize);
}

export function presentJoin({ attempt, resumed }: Joined): TJoinResult {
  return {
    attemptId: attempt.id,
    examId: attempt.examId,
    batchId: attempt.batchId,
    resumed,
    startTime: attempt.startedAt.getTime(),
    deadline: attempt.deadlineAt.getTime(),
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
  return {
    id: question.id,
    type: question.type,
    stem: question.stem,
    options: shownOptions(question.options, entry.optionOrder),
    blankCount: blankCountOf(question),
    score: entry.score,
    subQuestions: (entry.subs ?? []).flatMap((sub) => presentPaperQuestion(sub, content) ?? []),
  };
}

/** `takeExam`: the paper without answers, the saved answers and the time left by the server's clock. */
export function presentPaper(paper: TakenPaper, now: Date): TTakeExam {
  const { facts, exam, content } = paper;
  const inProgress = paper.status === ExamAttemptStatus.inProgress;
  return {
    attemptId: facts.id,
    examId: exam.id,
    batchId: facts.batchId,
    paperId: exam.paperId,
    examName: exam.name,
    answerMode: answerModeOf(exam.answerMode),
    questionTimeLimit: exam.questionTimeLimitSeconds,
    closedBook: exam.closedBook,
    earliestSubmitTime: facts.startedAt.getTime() + exam.earliestSubmitMinutes * 60_000,
    totalScore: exam.totalScore,
    passScore: exam.passScore,
    questionCount: answerableQuestions(facts.layout).length,
    timeLimit: exam.timeLimitMinutes,
    startTime: facts.startedAt.getTime(),
    deadline: facts.deadlineAt.getTime(),
    serverTime: now.getTime(),
    remainingSeconds: remainingSeconds(facts.deadlineAt, now),
    status: inProgress ? 'inProgress' : 'submitted',
    sections: facts.layout.sections.map((section) => ({
      title: section.title,
      questions: section.questions.flatMap((entry) => presentPaperQuestion(entry, content) ?? []),
    })),
    answers: paper.answers
      .filter((answer) => answer.seq > 0 || answer.openedAt !== null)
      .map((answer) => ({
        questionId: answer.questionId,
        answer: answer.answer ?? null,
        seq: answer.seq,
        doubtful: answer.doubtful,
        openedAt: answer.openedAt?.getTime() ?? null,
      })),
    result: paper.result ? presentResult(paper.result, exam) : null,
  };
}

export function presentDraftSave(
  saved: { facts: AttemptFacts; acks: TAnswerAck[] },
  now: Date,
): TSaveDraftResult {
  return {
    attemptId: saved.facts.id,
    acknowledged: saved.acks,
    serverTime: now.getTime(),
    remainingSeconds: remainingSeconds(saved.facts.deadlineAt, now),
  };
}

export function presentOpenedQuestion(opened: {
  questionId: number;
  openedAt: Date;
  lockAt: Date | null;
}): TOpenQuestionResult {
  return {
    questionId: opened.questionId,
    openedAt: opened.openedAt.getTime(),
    lockAt: opened.lockAt?.getTime() ?? null,
  };
}

export function presentCentreToken(token: { token: string; expiresIn: number }): TExamCenterToken {
  return { token: token.token, expiresIn: token.expiresIn };
}
