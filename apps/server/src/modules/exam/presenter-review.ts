// The JSON of what a learner reads after an exam: the answer review (right answers, analysis, my marks)
// and the wrong-question book. Called from the routes only, and only after the policy allowed the call.
import {
  AnswerVerdict,
  type TAnswerReview,
  type TPage,
  type TReviewQuestion,
  type TRightAnswer,
  type TWrongItem,
  type TWrongPracticeResult,
} from '@elearning/shared';
import { paged } from '../../core/paging.ts';
import type { examAnswers, LayoutQuestion, QuestionAnswerKey } from '../../db/schema/index.ts';
import { asShown } from './option-letters.ts';
import { gradeVisible } from './policy.ts';
import { oneOf, presentPaperQuestion, presentResult } from './presenter.ts';
import type { QuestionContent } from './question-content.ts';
import type { AttemptReview } from './review-service.ts';
import type { BookRow } from './wrong-service.ts';

/** The right answer: option keys, accepted texts per blank, or the reference text of a short answer. */
export function rightAnswerOf(content: { answer: QuestionAnswerKey | null }): TRightAnswer {
  const key = content.answer;
  if (!key) return null;
  if ('keys' in key) return key.keys;
  if ('blanks' in key) return key.blanks;
  return key.reference;
}

type SavedAnswer = Pick<typeof examAnswers.$inferSelect, 'answer' | 'score' | 'verdict' | 'comment'>;

/**
 * A question of the answer review (and of the lecturer's marking sheet): the paper's view plus the right
 * answer, the analysis citing options as this attempt showed them (option-letters.ts), and the mark.
 */
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
    analysis: asShown(question, entry.optionOrder).analysis,
    myAnswer: mine?.answer ?? null,
    myScore: !scoresVisible || isGroup ? null : (mine?.score ?? (mine?.verdict === 'pending' ? null : 0)),
    verdict: isGroup ? null : oneOf(AnswerVerdict, mine?.verdict, AnswerVerdict.wrong),
    comment: mine?.comment ?? '',
    subQuestions: (entry.subs ?? []).flatMap(
      (sub) => presentReviewQuestion(sub, content, answers, scoresVisible) ?? [],
    ),
  };
}

/** `viewAnswer`, `viewAnswerEachSession`. */
export function presentReview(review: AttemptReview): TAnswerReview {
  const { exam, content, answers } = review;
  return {
    attemptId: review.attemptId,
    examName: exam.name,
    result: presentResult(review.result, exam),
    sections: review.layout.sections.map((section) => ({
      title: section.title,
      questions: section.questions.flatMap(
        (entry) => presentReviewQuestion(entry, content, answers, gradeVisible(exam, review.result)) ?? [],
      ),
    })),
  };
}

/** One entry of the wrong-question book, its options as the attempt it was last wrong in showed them. */
export function presentWrong(row: BookRow): TWrongItem {
  const { entry, question } = row;
  const shown = asShown(question, row.optionOrder);
  return {
    questionId: question.id,
    type: question.type,
    stem: question.stem,
    groupStem: row.groupStem ?? '',
    options: shown.options,
    blankCount: question.answer && 'blanks' in question.answer ? question.answer.blanks.length : 0,
    category: question.category,
    rightAnswer: rightAnswerOf(question),
    analysis: shown.analysis,
    myAnswer: entry.lastAnswer ?? null,
    wrongCount: entry.wrongCount,
    lastWrongTime: entry.lastWrongAt.getTime(),
    examName: row.examName ?? '',
  };
}

export function presentWrongPage(
  page: { rows: BookRow[]; totalNum: number },
  pageSize: number,
): TPage<TWrongItem> {
  return paged(page.rows.map(presentWrong), page.totalNum, pageSize);
}

export function presentPractice(practice: {
  row: BookRow;
  verdict: AnswerVerdict;
  mastered: boolean;
}): TWrongPracticeResult {
  const { question } = practice.row;
  return {
    questionId: question.id,
    verdict: practice.verdict,
    rightAnswer: rightAnswerOf(question),
    analysis: asShown(question, practice.row.optionOrder).analysis,
    mastered: practice.mastered,
  };
}
