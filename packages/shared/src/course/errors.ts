// Failures of the course domain (SPEC §7, §8), spread into the error catalogue by errors.ts: a stable
// code, its HTTP status, the resCode the client sees and the message key it is shown with.
import type { CatalogueEntry } from '../common/errors.ts';

export const courseErrors = {
  COURSE_HAS_LEARNERS: { status: 409, resCode: 409, message: 'course.hasLearners' },
  COURSE_CHAPTER_MISMATCH: { status: 400, resCode: 400, message: 'course.chapterMismatch' },
  COURSE_NOT_LECTURER: { status: 403, resCode: 403, message: 'course.notLecturer' },
  COURSE_NOTE_NOT_AUTHOR: { status: 403, resCode: 403, message: 'course.noteNotAuthor' },
  COURSE_CATEGORY_HAS_CHILDREN: { status: 409, resCode: 409, message: 'course.categoryHasChildren' },
  COURSE_CATEGORY_HAS_COURSES: { status: 409, resCode: 409, message: 'course.categoryHasCourses' },
  COURSE_CATEGORY_CYCLE: { status: 400, resCode: 400, message: 'course.categoryCycle' },
  COURSE_CATEGORY_TOO_DEEP: { status: 400, resCode: 400, message: 'course.categoryTooDeep' },
  COURSE_CATEGORY_DISABLED: { status: 400, resCode: 400, message: 'course.categoryDisabled' },
  COURSE_CATEGORY_SIBLINGS: { status: 400, resCode: 400, message: 'course.categorySiblings' },
  COURSE_NO_TAKEN: { status: 409, resCode: 409, message: 'course.courseNoTaken' },
  COURSE_REF_MISSING: { status: 400, resCode: 400, message: 'course.refMissing' },
  COURSE_NO_CHAPTERS: { status: 400, resCode: 400, message: 'course.noChapters' },
} as const satisfies Record<string, CatalogueEntry>;
