// Failures of the file domain (uploads, downloads, video), spread into the error catalogue by errors.ts:
// a stable code, its HTTP status, the resCode the client sees and the message key it is shown with.
import type { CatalogueEntry } from '../common/errors.ts';

export const fileErrors = {
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
  FILE_ZIP_TOO_LARGE: { status: 413, resCode: 413, message: 'file.zipTooLarge' },
  VIDEO_NOT_READY: { status: 409, resCode: 409, message: 'video.notReady' },
} as const satisfies Record<string, CatalogueEntry>;
