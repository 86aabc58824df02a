// Enums of the live domain (SPEC §4): status with its labels, and how a live is scheduled. The domain's
// server side arrives with the live-stream issue; the shapes are fixed here because the spec fixes them.

import type { Labels, ValueOf } from '../common/types.ts';
import type { Lang } from '../messages.ts';

/** Live stream status. */
export const LiveStatus = { live: 0, notStarted: 1, replay: 2, ended: 3 } as const;
export type LiveStatus = ValueOf<typeof LiveStatus>;

export const LIVE_STATUS_LABELS: Labels<LiveStatus> = {
  [LiveStatus.live]: { 'zh-CN': '直播中', en: 'Live' },
  [LiveStatus.notStarted]: { 'zh-CN': '未开始', en: 'Not started' },
  [LiveStatus.replay]: { 'zh-CN': '直播回放', en: 'Replay' },
  [LiveStatus.ended]: { 'zh-CN': '已结束', en: 'Ended' },
};

/** How a live is scheduled: once, several dates, or a repeating cycle. */
export const BatchDeclare = { single: 'single', plural: 'plural', cycle: 'cycle' } as const;
export type BatchDeclare = ValueOf<typeof BatchDeclare>;

/** Repeat unit of a cycle live. In week mode cycleTime lists weekdays (7 = Sunday); in month mode days. */
export const CycleMode = { day: 'day', week: 'week', month: 'month' } as const;
export type CycleMode = ValueOf<typeof CycleMode>;

/** Weekday numbers used in a week-mode cycleTime. */
export const Weekday = {
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sunday: 7,
} as const;
export type Weekday = ValueOf<typeof Weekday>;

/** The label of a live status in the given language. */
export function liveStatusLabel(status: LiveStatus, lang: Lang): string {
  return LIVE_STATUS_LABELS[status][lang];
}
