// Domain events of the live domain (core/domain-events.ts), consumed by achievements, messages and My Task.
export const liveEvents = {
  /** A learner watched a broadcast until its end (or the replay to its end). */
  watched: 'live.watched',
  /** A learner took part in a broadcast (was counted as a viewer). */
  attended: 'live.attended',
} as const;
