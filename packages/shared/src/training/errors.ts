// Failures of the training domain, spread into the error catalogue by errors.ts.
import type { CatalogueEntry } from '../common/errors.ts';

export const trainingErrors = {
  TRAINING_SIGN_UP_CLOSED: { status: 409, resCode: 409, message: 'training.signUpClosed' },
  TRAINING_FULL: { status: 409, resCode: 409, message: 'training.full' },
  TRAINING_CODE_EXPIRED: { status: 410, resCode: 410, message: 'training.codeExpired' },
  TRAINING_CODE_INVALID: { status: 400, resCode: 400, message: 'training.codeInvalid' },
  TRAINING_NOT_ENROLLED: { status: 403, resCode: 403, message: 'training.notEnrolled' },
  TRAINING_SIGN_IN_CLOSED: { status: 409, resCode: 409, message: 'training.signInClosed' },
  TRAINING_SESSION_STOPPED: { status: 409, resCode: 409, message: 'training.sessionStopped' },
  TRAINING_NOT_LECTURER: { status: 403, resCode: 403, message: 'training.notLecturer' },
  TRAINING_NOT_OFFLINE: { status: 400, resCode: 400, message: 'training.notOffline' },
  TRAINING_NOT_PASSED: { status: 409, resCode: 409, message: 'training.notPassed' },
  TRAINING_NO_TEMPLATE: { status: 409, resCode: 409, message: 'training.noTemplate' },
  TRAINING_HAS_TRAINEES: { status: 409, resCode: 409, message: 'training.hasTrainees' },
  TRAINING_CLASSROOM_TAKEN: { status: 409, resCode: 409, message: 'training.classroomTaken' },
  TRAINING_LEAVE_DONE: { status: 409, resCode: 409, message: 'training.leaveDone' },
  TRAINING_NO_TRAINEES: { status: 409, resCode: 409, message: 'training.noTrainees' },
  TRAINING_REVIEW_DONE: { status: 409, resCode: 409, message: 'training.reviewDone' },
  TRAINING_TEMPLATE_IN_USE: { status: 409, resCode: 409, message: 'training.templateInUse' },
  TRAINING_TEMPLATE_DISABLED: { status: 409, resCode: 409, message: 'training.templateDisabled' },
} as const satisfies Record<string, CatalogueEntry>;
