// Domain events the study-map domain emits (core/domain-events.ts): achievements and messages consume them.
export const studyMapEvents = {
  /** A learner completed every learning way of an ability of a position: data { positionId, abilityId }. */
  abilityReached: 'study-map.abilityReached',
  /** A learner chose their own position with the chooser: data { positionId, previousPositionId }. */
  positionChosen: 'study-map.positionChosen',
} as const;
