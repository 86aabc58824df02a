// Enums of the training domain (SPEC §4): delivery way with its labels, and inside or outside trainings.
import type { Labels, ValueOf } from '../common/types.ts';

/** How a training is delivered. */
export const TrainWay = { online: 1, faceToFace: 2, mixed: 3, external: 4 } as const;
export type TrainWay = ValueOf<typeof TrainWay>;

export const TRAIN_WAY_LABELS: Labels<TrainWay> = {
  [TrainWay.online]: { 'zh-CN': '在线', en: 'Online' },
  [TrainWay.faceToFace]: { 'zh-CN': '面授', en: 'Face-to-face' },
  [TrainWay.mixed]: { 'zh-CN': '混合', en: 'Mixed' },
  [TrainWay.external]: { 'zh-CN': '外部', en: 'External' },
};

/** Whether a training is run inside the company or outside it. */
export const TrainScope = { inside: 'inside', outer: 'outer' } as const;
export type TrainScope = ValueOf<typeof TrainScope>;
