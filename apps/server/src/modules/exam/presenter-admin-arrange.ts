// Replies of the exam back office, part 2: arrangements (the settings back under the original client's
// names, batches with their examinee targets), the arrangement list and report, marking lists and grades.
import {
  ExamArrangementTarget,
  type TAdminExam,
  type TArrangeRow,
  type TExamReport,
  type TGradeRow,
  type TMarkAnswerRow,
  type TMarkAttemptRow,
  type TMarkExamRow,
  type TMarkQuestionRow,
} from '@elearning/shared';
import type { AdminExam, ArrangeRow } from './admin-arrange-service.ts';
import type {
  listMarkAttempts,
  listMarkExams,
  markQuestionAnswers,
  markQuestions,
} from './admin-mark-service.ts';
import type { GradeRow } from './queries.ts';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

export function presentAdminExam(detail: AdminExam): TAdminExam {
  const { exam, batches, targets } = detail;
  const ids = (type: string) => targets.filter((target) => target.targetType === type).map((t) => t.targetId);
  const examineeIds = ids(ExamArrangementTarget.user);
  const orgIds = ids(ExamArrangementTarget.org);
  const positionIds = ids(ExamArrangementTarget.position);
  return {
    id: exam.id,
    examName: exam.name,
    categoryId: exam.categoryId,
    testPaper: exam.paperId,
    paperName: detail.paper.name,
    paperType: detail.paper.kind === 'random' ? 'random' : 'manual',
    reviewer: detail.reviewers,
    certificateId: exam.certificateId,
    examPattern: exam.pattern === 'offline' ? 'offline' : 'general',
    status: exam.published ? 0 : 1,
    answerMode: exam.answerMode,
    reckonTimeValue: exam.timeLimitMinutes,
    questionTimeLimit: exam.questionTimeLimitSeconds,
    joinNumValue: exam.attemptsAllowed,
    closedBook: exam.closedBook ? 1 : 0,
    earliestSubmit: exam.earliestSubmitMinutes,
    openResults: exam.scoreVisible ? 1 : 0,
    answerVisibility: exam.answerVisibility,
    passScore: exam.passScore,
    totalScore: exam.totalScore,
    publishType: exam.gradePublishing === 'manual' ? 'manual' : 'auto',
    roomName: exam.roomName,
    roomAddr: exam.roomAddr,
    description: exam.description,
    creatorName: detail.paper.creator_name,
    createTime: exam.createdAt.getTime(),
    // Examinees belong to the exam (every batch is open to all of them): each batch lists the same targets.
    batches: batches.map((batch) => ({
      id: batch.id,
      batchNumber: batch.batchNumber,
      examTime: [batch.beginAt.getTime(), batch.endAt.getTime()],
      examBeginTime: batch.beginAt.getTime(),
      examEndTime: batch.endAt.getTime(),
      examineeIds,
      orgIds,
      positionIds,
    })),
  };
}

export function presentArrangeRow(row: ArrangeRow): TArrangeRow {
  return {
    id: row.exam_id,
    examName: row.exam_name,
    examPattern: row.pattern,
    status: row.published ? 0 : 1,
    paperName: row.paper_name,
    creatorName: row.creator_name,
    batchNum: row.batch_count,
    examBeginTime: row.begin_at?.getTime() ?? null,
    examEndTime: row.end_at?.getTime() ?? null,
    examineeNum: row.arranged_num,
    joinNum: row.taken_num,
    passNum: row.passed_num,
    pendingNum: row.pending_num,
    passRate: row.taken_num === 0 ? 0 : Math.round((row.passed_num / row.taken_num) * 10_000) / 100,
    averageScore: row.average_score,
  };
}

export function presentReport(row: ArrangeRow, distribution: TExamReport['distribution']): TExamReport {
  return { ...presentArrangeRow(row), distribution };
}

export function presentMarkExam(row: Rows<typeof listMarkExams>['rows'][number]): TMarkExamRow {
  return { examId: row.exam_id, examName: row.exam_name, pendingNum: row.pending_num, doneNum: row.done_num };
}

export function presentMarkAttempt(row: Rows<typeof listMarkAttempts>['rows'][number]): TMarkAttemptRow {
  return {
    attemptId: row.attempt_id,
    userId: row.user_id,
    userName: row.user_name,
    batchNumber: row.batch_number,
    submitTime: row.submitted_at.getTime(),
    score: row.score,
    markingState: row.marking_state === 'pending' ? 'pending' : 'done',
    pendingNum: row.pending_count,
  };
}

export function presentMarkQuestion(row: Rows<typeof markQuestions>[number]): TMarkQuestionRow {
  return {
    questionId: row.question_id,
    content: row.stem,
    score: row.top_score ?? 0,
    pendingNum: row.pending_num,
  };
}

export function presentMarkAnswer(row: Rows<typeof markQuestionAnswers>[number]): TMarkAnswerRow {
  return {
    attemptId: row.attempt_id,
    userName: row.user_name,
    answer: typeof row.answer === 'string' ? row.answer : '',
    score: row.score,
    maxScore: row.max_score ?? 0,
    comment: row.comment,
  };
}

export function presentGrade(row: GradeRow): TGradeRow {
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    orgName: row.org_name,
    score: row.score,
    isPass: row.is_pass === 3 ? 3 : row.is_pass === 1 ? 1 : null,
    markingState: row.marking_state === 'pending' ? 'pending' : row.marking_state === 'done' ? 'done' : null,
    published: row.published,
    remark: row.remark,
  };
}
