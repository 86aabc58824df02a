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

/** Which lives the list shows (the original list's tabs): 1 my live tasks, 2 my lives, 3 all. */
export const LiveListType = { tasks: 1, mine: 2, all: 3 } as const;
export type LiveListType = ValueOf<typeof LiveListType>;

/** The list's status filter as the clients send it (SPEC §2: all, start, live, end; the original: ready, replay). */
export const LiveStatusFilter = ['start', 'ready', 'live', 'end', 'replay'] as const;
export type LiveStatusFilter = (typeof LiveStatusFilter)[number];

/** A sign-up's state; approvalLiveApplyJoin's `type` is 1 agree, 2 reject. */
export const LiveSignUpStatus = { pending: 0, approved: 1, rejected: 2 } as const;
export type LiveSignUpStatus = ValueOf<typeof LiveSignUpStatus>;

/** The caller's part in a live (user/role): lecturer, guest, assistant, or a learner. */
export const LiveRole = {
  lecturer: 'lecturer',
  guest: 'guest',
  assistant: 'assistant',
  learner: 'learner',
} as const;
export type LiveRole = ValueOf<typeof LiveRole>;

/** Who may watch: everyone in the tenant, a named audience, or whoever signs up (with approval). */
export const LiveAudience = { all: 'all', limited: 'limited', signUp: 'signUp' } as const;
export type LiveAudience = ValueOf<typeof LiveAudience>;

/** Where a broadcast comes from. */
export const LiveSource = { browser: 'browser', rtmp: 'rtmp' } as const;
export type LiveSource = ValueOf<typeof LiveSource>;
