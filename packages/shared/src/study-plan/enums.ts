// States and kinds of the study-plan domain (SPEC §4: plan status 1 not started, 2 in progress, 3 ended).
import type { ValueOf } from '../common/types.ts';

/** The plan's status by its window (SPEC §4), as cards show it. */
export const PlanStatus = { notStarted: 1, inProgress: 2, ended: 3 } as const;
export type PlanStatus = ValueOf<typeof PlanStatus>;

/** What a plan item is: a course, exam, live, training or homework of its own domain. */
export const PlanItemKind = {
  course: 'course',
  exam: 'exam',
  live: 'live',
  training: 'training',
  homework: 'homework',
} as const;
export type PlanItemKind = ValueOf<typeof PlanItemKind>;

/** Required plans are assigned work; elective plans are offered. */
export const PlanKind = { required: 'required', elective: 'elective' } as const;
export type PlanKind = ValueOf<typeof PlanKind>;

/** The authoring life of a plan: learners see published plans only. */
export const PlanState = { draft: 'draft', published: 'published', stopped: 'stopped' } as const;
export type PlanState = ValueOf<typeof PlanState>;

/** `updateStatus`'s `status`: 1 publish (or resume), 2 stop. */
export const PlanStatusChange = { publish: 1, stop: 2 } as const;
export type PlanStatusChange = ValueOf<typeof PlanStatusChange>;

/** A learner's state of one item: locked behind its prerequisite, not started, in progress, done. */
export const PlanItemState = { locked: 'locked', todo: 'todo', doing: 'doing', done: 'done' } as const;
export type PlanItemState = ValueOf<typeof PlanItemState>;
