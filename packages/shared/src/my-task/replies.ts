// Reply shapes of My Task's own calls. The study lists answer course cards with todoNum
// (TCoursePageReply, beside the card type it pages); the badge counts answer a bare number.
import type { TPointsFigures } from '../achievement/replies.ts';

/** myTask/remove: how many items left my study. */
export type TStudyItemsRemoved = { removedNum: number };

/** myTask/add: how many items joined my study (those already there do not count). */
export type TStudyItemsAdded = { addedNum: number };

/** The `response` of a 409 MY_TASK_ITEM_ASSIGNED: the requested ids that are assigned to the learner. */
export type TStudyItemsAssigned = { assignedIds: number[] };

/**
 * queryCredit: the learner's study hours, all time and this calendar month (UTC), in hours with one
 * decimal — the original's totalPeriod / monthlyPeriod — and the points (totalScore, monthlyScore, …) of the
 * achievement domain.
 */
export type TStudyCredit = { totalPeriod: number; monthlyPeriod: number } & TPointsFigures;
