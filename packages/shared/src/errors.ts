// The error catalogue (SPEC §8, DESIGN §3): one stable code per failure, its HTTP status,
// the business resCode the client sees, and the message key it is shown with.
import type { MessageKey } from './messages.ts';

/** Business codes that are not HTTP statuses (DESIGN §3). */
export const BusinessCode = {
  ok: 200,
  sessionReplaced: 8000,
  sessionExpired: 8001,
  tenantUnavailable: 666,
} as const;

type CatalogueEntry = { status: number; resCode: number; message: MessageKey };

export const errorCatalogue = {
  BAD_REQUEST: { status: 400, resCode: 400, message: 'error.badRequest' },
  VALIDATION_FAILED: { status: 400, resCode: 400, message: 'error.validation' },
  PARAMS_NOT_OBJECT: { status: 400, resCode: 400, message: 'error.paramsNotObject' },
  DECRYPT_FAILED: { status: 400, resCode: 400, message: 'error.decryptFailed' },
  UNAUTHORIZED: { status: 401, resCode: 401, message: 'error.unauthorized' },
  INVALID_CLIENT: { status: 401, resCode: 401, message: 'error.invalidClient' },
  FORBIDDEN: { status: 403, resCode: 403, message: 'error.forbidden' },
  NOT_FOUND: { status: 404, resCode: 404, message: 'error.notFound' },
  ROUTE_NOT_FOUND: { status: 404, resCode: 404, message: 'error.routeNotFound' },
  CONFLICT: { status: 409, resCode: 409, message: 'error.conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, resCode: 413, message: 'error.payloadTooLarge' },
  TOO_MANY_REQUESTS: { status: 429, resCode: 429, message: 'error.tooManyRequests' },
  INTERNAL: { status: 500, resCode: 500, message: 'error.service' },
  SESSION_REPLACED: { status: 401, resCode: BusinessCode.sessionReplaced, message: 'error.sessionReplaced' },
  SESSION_EXPIRED: { status: 401, resCode: BusinessCode.sessionExpired, message: 'error.sessionExpired' },
  TENANT_UNAVAILABLE: {
    status: 403,
    resCode: BusinessCode.tenantUnavailable,
    message: 'error.tenantUnavailable',
  },
  UNKNOWN_TENANT: { status: 400, resCode: 400, message: 'error.unknownTenant' },

  INVALID_CREDENTIALS: { status: 400, resCode: 400, message: 'auth.invalidCredentials' },
  CAPTCHA_REQUIRED: { status: 400, resCode: 400, message: 'auth.captchaRequired' },
  CAPTCHA_INVALID: { status: 400, resCode: 400, message: 'auth.captchaInvalid' },
  ACCOUNT_LOCKED: { status: 429, resCode: 429, message: 'auth.accountLocked' },
  UNSUPPORTED_GRANT: { status: 400, resCode: 400, message: 'auth.unsupportedGrant' },
  REFRESH_INVALID: { status: 401, resCode: BusinessCode.sessionExpired, message: 'auth.refreshInvalid' },
  TICKET_INVALID: { status: 400, resCode: 400, message: 'auth.ticketInvalid' },
  ACCOUNT_DISABLED: { status: 403, resCode: 403, message: 'auth.accountDisabled' },
  OLD_PASSWORD_WRONG: { status: 400, resCode: 400, message: 'auth.oldPasswordWrong' },
  PHONE_EXISTS: { status: 409, resCode: 409, message: 'auth.phoneExists' },
  PHONE_NOT_FOUND: { status: 404, resCode: 404, message: 'auth.phoneNotFound' },
  ACCOUNT_EXISTS: { status: 409, resCode: 409, message: 'auth.accountExists' },
  AGREEMENT_REQUIRED: { status: 400, resCode: 400, message: 'auth.agreementRequired' },

  SMS_CODE_INVALID: { status: 400, resCode: 400, message: 'sms.codeInvalid' },
  SMS_TOO_SOON: { status: 429, resCode: 429, message: 'sms.tooSoon' },
  SMS_DAILY_LIMIT: { status: 429, resCode: 429, message: 'sms.dailyLimit' },
  SMS_IP_LIMIT: { status: 429, resCode: 429, message: 'sms.ipLimit' },

  FILE_WRONG_FORMAT: { status: 400, resCode: 400, message: 'file.wrongFormat' },
  FILE_VIDEO_TOO_LARGE: { status: 413, resCode: 413, message: 'file.videoTooLarge' },
  FILE_AUDIO_TOO_LARGE: { status: 413, resCode: 413, message: 'file.audioTooLarge' },
  FILE_TOO_LARGE: { status: 413, resCode: 413, message: 'file.tooLarge' },
  FILE_IMAGE_TOO_LARGE_5M: { status: 413, resCode: 413, message: 'file.imageTooLarge5M' },
  FILE_OTHER_TOO_LARGE_2G: { status: 413, resCode: 413, message: 'file.otherTooLarge2G' },
  FILE_ADDRESS_INCORRECT: { status: 400, resCode: 400, message: 'file.addressIncorrect' },
  UPLOAD_TOKEN_FAILED: { status: 401, resCode: 401, message: 'file.tokenFailed' },
  DELETE_FAILED: { status: 400, resCode: 400, message: 'file.deleteFailed' },
  UPLOAD_TOKEN_MISSING: { status: 401, resCode: 401, message: 'file.tokenMissing' },
  UPLOAD_TOKEN_INVALID: { status: 401, resCode: 401, message: 'file.tokenInvalid' },
  UPLOAD_TOKEN_EXPIRED: { status: 401, resCode: 401, message: 'file.tokenExpired' },
  UPLOAD_TOKEN_WRONG_TENANT: { status: 403, resCode: 403, message: 'file.tokenWrongTenant' },
  FILE_NAME_INVALID: { status: 400, resCode: 400, message: 'file.nameInvalid' },
  FILE_CONTENT_MISMATCH: { status: 400, resCode: 400, message: 'file.contentMismatch' },
  FILE_MISSING: { status: 400, resCode: 400, message: 'file.missing' },
  UPLOAD_INCOMPLETE: { status: 400, resCode: 400, message: 'file.uploadIncomplete' },
  RANGE_NOT_SATISFIABLE: { status: 416, resCode: 416, message: 'file.rangeNotSatisfiable' },
  VIDEO_NOT_READY: { status: 409, resCode: 409, message: 'video.notReady' },

  LIVE_DISABLED: { status: 403, resCode: 403, message: 'live.disabled' },
  LIVE_DELETED: { status: 404, resCode: 404, message: 'live.deleted' },
  QUESTIONNAIRE_UNSUBMITTED: { status: 400, resCode: 400, message: 'questionnaire.unsubmitted' },

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

  STUDY_ITEM_ASSIGNED: { status: 409, resCode: 409, message: 'study.assignedNotRemovable' },
  COURSE_HAS_LEARNERS: { status: 409, resCode: 409, message: 'course.hasLearners' },
  COURSE_CHAPTER_MISMATCH: { status: 400, resCode: 400, message: 'course.chapterMismatch' },
  COURSE_NOT_LECTURER: { status: 403, resCode: 403, message: 'course.notLecturer' },
  COURSE_NOTE_NOT_AUTHOR: { status: 403, resCode: 403, message: 'course.noteNotAuthor' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The reply envelope every endpoint answers with (DESIGN §3). */
export type TEnvelope<T> = { resCode: number; resMsg: string; response: T };

/** A paged list reply (DESIGN §3). */
export type TPage<T> = { data: T[]; totalNum: number; totalPage: number; todoNum?: number };
