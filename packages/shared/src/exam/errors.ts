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
} as const satisfies Record<string, CatalogueEntry>;
