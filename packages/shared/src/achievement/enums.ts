// Enums of the achievements domain: what a medal was earned for (the websocket medal message, SPEC §4).
import type { ValueOf } from '../common/types.ts';

/** What a medal was earned for (websocket medal message). */
export const MedalType = {
  trainMix: 'trainMix',
  studyPlan: 'studyPlan',
  exam: 'exam',
  trainOnLine: 'trainOnLine',
  trainOffLine: 'trainOffLine',
  integral: 'integral',
  live: 'live',
  course: 'course',
} as const;
export type MedalType = ValueOf<typeof MedalType>;
