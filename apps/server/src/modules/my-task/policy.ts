// Who may do what in My Task, decided here only: an assigned item never leaves my study (the whole request
// is refused, naming the assigned ids), and I may add only courses I can see (another tenant's or a hidden
// course is a 404). Whether a course is assigned to or visible to someone is the course domain's rule
// (course/policy.ts: courseAssignedTo, courseVisibleTo); the services filter with those SQL twins.
import { AppError } from '../../core/app-error.ts';

/** Removing is all or nothing: any assigned id refuses the request (409, with the assigned ids). */
export function assertNoneAssigned(assignedIds: number[]): void {
  if (assignedIds.length > 0) throw new AppError('MY_TASK_ITEM_ASSIGNED', { response: { assignedIds } });
}

/** Adding needs every course to be one the learner can see; otherwise the request is a 404. */
export function assertAllVisible(requested: number[], visible: number[]): void {
  if (visible.length !== requested.length) throw new AppError('NOT_FOUND');
}

/** An item type whose domain is not built yet cannot be added or removed. */
export function assertItemTypeBuilt<T>(handler: T | undefined): T {
  if (!handler) throw new AppError('BAD_REQUEST');
  return handler;
}
