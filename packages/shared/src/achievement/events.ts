// Domain events the achievement domain emits (core/domain-events.ts).
export const achievementEvents = {
  /** A medal level was reached (once per user, type and level): data { medalType, level, quantity }. */
  medalAwarded: 'achievement.medalAwarded',
} as const;
