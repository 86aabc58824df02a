// Enums of the study map (SPEC §4): ability item route types and states.
import type { ValueOf } from '../common/types.ts';

/** Route type of an ability item in the study map. */
export const AbilityRouteType = { course: 1, exam: 2, training: 3, live: 4, material: 5 } as const;
export type AbilityRouteType = ValueOf<typeof AbilityRouteType>;

/** Status of an ability item: 3 = completed. */
export const AbilityItemStatus = { completed: 3 } as const;
export type AbilityItemStatus = ValueOf<typeof AbilityItemStatus>;
