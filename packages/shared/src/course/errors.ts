// Failures of the course domain (SPEC §7, §8), spread into the error catalogue by errors.ts: a stable
// code, its HTTP status, the resCode the client sees and the message key it is shown with.
import type { CatalogueEntry } from '../common/errors.ts';

export const courseErrors = {
  COURSE_HAS_LEARNERS: { status: 409, resCode: 409, message: 'course.hasLearners' },
  COURSE_CHAPTER_MISMATCH: { status: 400, resCode: 400, message: 'course.chapterMismatch' },
  COURSE_NOT_LECTURER: { status: 403, resCode: 403, message: 'course.notLecturer' },
  COURSE_NOTE_NOT_AUTHOR: { status: 403, resCode: 403, message: 'course.noteNotAuthor' },
} as const satisfies Record<string, CatalogueEntry>;
