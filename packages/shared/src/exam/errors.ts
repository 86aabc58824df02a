// Failures of the exam domain (issue 6), spread into the error catalogue by errors.ts: a stable code, its
// HTTP status, the resCode the client sees and the message key it is shown with.
import type { CatalogueEntry } from '../common/errors.ts';

export const examErrors = {
  EXAM_NOT_ARRANGED: { status: 403, resCode: 403, message: 'exam.notArranged' },
  EXAM_NOT_STARTED: { status: 409, resCode: 409, message: 'exam.notStarted' },
  EXAM_ENDED: { status: 409, resCode: 409, message: 'exam.ended' },
  EXAM_OFFLINE: { status: 409, resCode: 409, message: 'exam.offline' },
  EXAM_NO_ATTEMPTS_LEFT: { status: 409, resCode: 409, message: 'exam.noAttemptsLeft' },
  EXAM_ATTEMPT_CLOSED: { status: 409, resCode: 409, message: 'exam.attemptClosed' },
  EXAM_SUBMIT_TOO_EARLY: { status: 409, resCode: 409, message: 'exam.submitTooEarly' },
  EXAM_ANSWER_INVALID: { status: 400, resCode: 400, message: 'exam.answerInvalid' },
  EXAM_ANSWERS_HIDDEN: { status: 403, resCode: 403, message: 'exam.answersHidden' },
  EXAM_NOT_OWNER: { status: 403, resCode: 403, message: 'exam.notOwner' },
  EXAM_SCORE_OUT_OF_RANGE: { status: 400, resCode: 400, message: 'exam.scoreOutOfRange' },
  EXAM_NOT_SUBMITTED: { status: 409, resCode: 409, message: 'exam.notSubmitted' },
  EXAM_CATEGORY_IN_USE: { status: 409, resCode: 409, message: 'exam.admin.categoryInUse' },
  EXAM_QUESTION_INVALID: { status: 400, resCode: 400, message: 'exam.admin.questionInvalid' },
  EXAM_QUESTION_IN_PAPER: { status: 409, resCode: 409, message: 'exam.admin.questionInPaper' },
  EXAM_DRAW_SHORT: { status: 400, resCode: 400, message: 'exam.admin.drawShort' },
  EXAM_PAPER_IN_USE: { status: 409, resCode: 409, message: 'exam.admin.paperInUse' },
  EXAM_PAPER_EMPTY: { status: 400, resCode: 400, message: 'exam.admin.paperEmpty' },
  EXAM_HAS_ATTEMPTS: { status: 409, resCode: 409, message: 'exam.admin.hasAttempts' },
  EXAM_NOT_REVIEWER: { status: 403, resCode: 403, message: 'exam.admin.notReviewer' },
  EXAM_NOT_OFFLINE: { status: 409, resCode: 409, message: 'exam.admin.notOffline' },
  EXAM_EXAMINEE_UNKNOWN: { status: 400, resCode: 400, message: 'exam.admin.examineeUnknown' },
} as const satisfies Record<string, CatalogueEntry>;
