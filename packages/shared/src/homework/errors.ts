// Failures of the homework domain.
import type { CatalogueEntry } from '../common/errors.ts';

export const homeworkErrors = {
  HOMEWORK_GRADED: { status: 409, resCode: 409, message: 'homework.graded' },
  HOMEWORK_OVERDUE: { status: 400, resCode: 400, message: 'homework.overdue' },
  HOMEWORK_EMPTY: { status: 400, resCode: 400, message: 'homework.empty' },
  HOMEWORK_FILE_TYPE: { status: 400, resCode: 400, message: 'homework.fileType' },
  HOMEWORK_FILE_UNKNOWN: { status: 400, resCode: 400, message: 'homework.fileUnknown' },
  HOMEWORK_FILE_TOO_LARGE: { status: 400, resCode: 400, message: 'homework.fileTooLarge' },
  HOMEWORK_NOT_AWAITING: { status: 409, resCode: 409, message: 'homework.notAwaiting' },
  HOMEWORK_NO_FILES: { status: 404, resCode: 404, message: 'homework.noFiles' },
} as const satisfies Record<string, CatalogueEntry>;
