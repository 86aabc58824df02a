// Who may do what in the personal centre, in one place. Everything here is about the caller's own data:
// the reads filter by the caller, and an evaluation names someone who really is the caller's tutor (or
// apprentice) — anyone else, another tenant's person included, is a 404.
import { AppError } from '../../core/app-error.ts';

/** The row exists for the caller; otherwise the record is not theirs to see (404). */
export function requireFound<T>(row: T | undefined | null): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** An apprentice evaluates only their own tutor. */
export function requireMyTutor(myTutorId: number | null, tutorId: number): void {
  if (myTutorId === null || myTutorId !== tutorId) throw new AppError('NOT_FOUND');
}

/** A tutor evaluates only their own apprentices (a tutor identity taken away ends that too). */
export function requireMyApprentice(
  isTutor: boolean,
  apprenticeTutorId: number | null,
  tutorId: number,
): void {
  if (!isTutor || apprenticeTutorId !== tutorId) throw new AppError('NOT_FOUND');
}

/** Each side evaluates the other once per pairing; a repeat (double click, retry) changes nothing. */
export function requireFirstEvaluation(inserted: boolean): void {
  if (!inserted) throw new AppError('PERSONAL_ALREADY_EVALUATED');
}
