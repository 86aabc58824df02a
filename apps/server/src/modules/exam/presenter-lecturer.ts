// The JSON of the lecturer's exam replies: their exams with figures, one exam's detail, the situation per
// batch, the examinees and the marking sheet (its short answers to score and the whole paper as the
// learner saw it). Called from routes-lecturer.ts only.
import {
  ExamStatusFilter,
  ExamType,
  type TExaminee,
  type TExamSituation,
  type TLecturerExamDetail,
  type TLecturerExamItem,
  type TMarkingSheet,
  type TPage,
} from '@elearning/shared';
import { paged } from '../../core/paging.ts';
import type { ResultRow } from './close-service.ts';
import type { BatchRecord, ExamRecord } from './info-service.ts';
import type { ExamineeRow, SituationRow } from './lecturer-service.ts';
import type { MarkingSheet } from './marking-service.ts';
import { oneOf, presentBatches, presentResult, toIsPass } from './presenter.ts';
import { presentReviewQuestion } from './presenter-review.ts';
import type { LecturerExamRow } from './queries.ts';
import { isEmptyAnswer } from './scoring.ts';

function presentLecturerExam(row: LecturerExamRow): TLecturerExamItem {
  return {
    examId: row.exam_id,
    examName: row.exam_name,
    examPattern: row.pattern,
    examType: oneOf(ExamType, row.exam_type, ExamType.currency),
    published: row.published,
    batchCount: row.batch_count,
    examBeginTime: row.begin_at?.getTime() ?? null,
    examEndTime: row.end_at?.getTime() ?? null,
    arrangedNum: row.arranged_num,
    takenNum: row.taken_num,
    passedNum: row.passed_num,
    pendingNum: row.pending_num,
  };
}

export function presentLecturerExamPage(
  page: { rows: LecturerExamRow[]; totalNum: number },
  pageSize: number,
): TPage<TLecturerExamItem> {
  return paged(page.rows.map(presentLecturerExam), page.totalNum, pageSize);
}

export function presentLecturerExamDetail(
  detail: { exam: ExamRecord; row: LecturerExamRow; batches: BatchRecord[] },
  now: Date,
): TLecturerExamDetail {
  const { exam, row } = detail;
  return {
    ...presentLecturerExam(row),
    examSourceName: exam.sourceName,
    passScore: exam.passScore,
    totalScore: exam.totalScore,
    timeLimit: exam.timeLimitMinutes,
    answerMode: exam.answerMode === 2 ? 2 : 1,
    averageScore: row.average_score,
    roomName: exam.roomName,
    roomAddr: exam.roomAddr,
    batches: presentBatches(detail.batches, now),
  };
}

export function presentSituation(rows: SituationRow[]): TExamSituation[] {
  return rows.map((row) => ({
    batchId: row.batch_id,
    batchNumber: row.batch_number,
    examBeginTime: row.begin_at.getTime(),
    examEndTime: row.end_at.getTime(),
    arrangedNum: row.arranged_num,
    takenNum: row.taken_num,
    absentNum: row.absent_num,
    passedNum: row.passed_num,
    pendingNum: row.pending_num,
    averageScore: row.average_score,
  }));
}

export function presentExamineePage(
  page: { rows: ExamineeRow[]; totalNum: number; waiting: TExaminee['status'] },
  pageSize: number,
): TPage<TExaminee> {
  const examinees = page.rows.map(
    (row): TExaminee => ({
      userId: row.user_id,
      userName: row.user_name,
      orgName: row.org_name,
      attemptId: row.attempt_id,
      batchId: row.batch_id,
      batchNumber: row.batch_number,
      submitTime: row.submitted_at?.getTime() ?? null,
      score: row.score,
      isPass: toIsPass(row.is_pass),
      markingState:
        row.marking_state === 'pending' ? 'pending' : row.marking_state === 'done' ? 'done' : null,
      status: row.batch_id === null ? page.waiting : ExamStatusFilter.taken,
    }),
  );
  return paged(examinees, page.totalNum, pageSize);
}

/** A lecturer always sees the score of an exam they own, whatever learners are shown. */
export function presentMarkedResult(marked: { result: ResultRow; exam: ExamRecord }) {
  return presentResult(marked.result, { ...marked.exam, scoreVisible: true, gradePublishing: 'auto' });
}

export function presentMarkingSheet(sheet: MarkingSheet): TMarkingSheet {
  const { content, answers } = sheet;
  return {
    attemptId: sheet.attemptId,
    userName: sheet.userName,
    examName: sheet.exam.name,
    result: presentMarkedResult(sheet),
    // The whole paper as the learner saw it, lettered like their review (option-letters.ts).
    sections: sheet.layout.sections.map((section) => ({
      title: section.title,
      questions: section.questions.flatMap(
        (entry) => presentReviewQuestion(entry, content, answers, true) ?? [],
      ),
    })),
    questions: sheet.shortAnswers.flatMap((entry) => {
      const question = content.get(entry.id);
      if (!question) return [];
      const answer = answers.get(entry.id);
      const group = question.parentId === null ? undefined : content.get(question.parentId);
      return {
        questionId: entry.id,
        groupStem: group?.stem ?? '',
        stem: question.stem,
        reference: question.answer && 'reference' in question.answer ? question.answer.reference : '',
        answer: answer?.answer ?? null,
        maxScore: entry.score,
        score: answer?.score ?? (isEmptyAnswer(answer?.answer) ? 0 : null),
        comment: answer?.comment ?? '',
      };
    }),
  };
}
