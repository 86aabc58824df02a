// Enums of the homework domain: where an assignment comes from (the My Task sub-tabs and the original's
// `sourse` parameter), the state of a learner's submission, and the original's file categories.
import type { ValueOf } from '../common/types.ts';

export const HomeworkSource = { course: 'course', train: 'train', studyPlan: 'studyPlan' } as const;
export type HomeworkSource = ValueOf<typeof HomeworkSource>;

/** A learner's submission: none yet, waiting for review, returned for rework, graded (final). */
export const HomeworkState = { notSubmitted: 0, submitted: 1, returned: 2, graded: 3 } as const;
export type HomeworkState = ValueOf<typeof HomeworkState>;

/** The lecturer's verdict on a submission. */
export const HomeworkVerdict = { grade: 'grade', return: 'return' } as const;
export type HomeworkVerdict = ValueOf<typeof HomeworkVerdict>;

/** The original's attachment rows: the assignment's own files, the learner's, the lecturer's review file. */
export const HomeworkFileCategory = { content: 'content', user: 'user', teacher: 'teacher' } as const;
export type HomeworkFileCategory = ValueOf<typeof HomeworkFileCategory>;
