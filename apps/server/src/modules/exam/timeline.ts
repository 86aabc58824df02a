// Where an exam stands in time, computed once for services and presenters alike: a batch's state at a
// moment, an exam's status for one learner, and the seconds an attempt has left by the server's clock.
import { ExamStatusFilter, type TExamItemStatus } from '@elearning/shared';

/** 1 not started, 2 open, 3 ended. */
export type BatchState = 1 | 2 | 3;

export function batchStateAt(batch: { beginAt: Date; endAt: Date }, now: Date): BatchState {
  return now < batch.beginAt ? 1 : now > batch.endAt ? 3 : 2;
}

/** Taken once a result exists; otherwise by the batches: one open, one to come, or all ended (absent). */
export function examStatusOf(hasResult: boolean, states: BatchState[]): TExamItemStatus {
  if (hasResult) return ExamStatusFilter.taken;
  if (states.includes(2)) return ExamStatusFilter.notTaken;
  if (states.includes(1)) return ExamStatusFilter.notStarted;
  return ExamStatusFilter.absent;
}

export function remainingSeconds(deadlineAt: Date, now: Date): number {
  return Math.max(0, Math.floor((deadlineAt.getTime() - now.getTime()) / 1000));
}
