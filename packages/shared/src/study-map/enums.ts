// Enums of the study map (SPEC §4): ability item route types and states, material review states.
import type { ValueOf } from '../common/types.ts';

/** Route type of an ability item in the study map. */
export const AbilityRouteType = { course: 1, exam: 2, training: 3, live: 4, material: 5 } as const;
export type AbilityRouteType = ValueOf<typeof AbilityRouteType>;

/** Status of an ability item: 3 = completed; 1 = not yet. */
export const AbilityItemStatus = { open: 1, completed: 3 } as const;
export type AbilityItemStatus = ValueOf<typeof AbilityItemStatus>;

/** The admin's review of an uploaded ability material: only an approved one completes its item. */
export const MaterialReviewStatus = { pending: 1, approved: 2, rejected: 3 } as const;
export type MaterialReviewStatus = ValueOf<typeof MaterialReviewStatus>;

/** `active` of a promotion route in the original reply: 0 = the learner's current route. */
export const RouteActive = { current: 0, other: 1 } as const;
