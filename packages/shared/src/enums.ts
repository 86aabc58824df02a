// Status and kind enums of SPEC §3 and §4: each one an `as const` object (use its members, never bare
// numbers) plus a union type of the same name, and bilingual labels where the screens show them.
import type { Lang } from './messages.ts';

type ValueOf<T> = T[keyof T];
type Labels<K extends PropertyKey> = Readonly<Record<K, Readonly<Record<Lang, string>>>>;

/** Course, training and study-plan status. */
export const StudyStatus = { notStarted: 1, inProgress: 2, ended: 3 } as const;
export type StudyStatus = ValueOf<typeof StudyStatus>;

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

/** Exam pass filter and the item's isPass (1 not passed, 3 passed); 0 = all, i.e. no filter. */
export const ExamPassState = { all: 0, notPassed: 1, passed: 3 } as const;
export type ExamPassState = ValueOf<typeof ExamPassState>;

/** Exam status filter of the exam list. */
export const ExamStatusFilter = { all: 0, notStarted: 1, notTaken: 2, taken: 3, absent: 4 } as const;
export type ExamStatusFilter = ValueOf<typeof ExamStatusFilter>;

/** Exam pattern: 'general' is online, anything else offline. */
export const EXAM_PATTERN_ONLINE = 'general';

/** Questionnaire status (asqStatus). */
export const QuestionnaireStatus = { inProgress: 1, notStarted: 2, ended: 3 } as const;
export type QuestionnaireStatus = ValueOf<typeof QuestionnaireStatus>;

/** Questionnaire logical status (asqLogicStatus): 2 = paused by an administrator, shown as not started. */
export const QuestionnaireLogicStatus = { paused: 2 } as const;
export type QuestionnaireLogicStatus = ValueOf<typeof QuestionnaireLogicStatus>;

/** Route type of an ability item in the study map. */
export const AbilityRouteType = { course: 1, exam: 2, training: 3, live: 4, material: 5 } as const;
export type AbilityRouteType = ValueOf<typeof AbilityRouteType>;

/** Status of an ability item: 3 = completed. */
export const AbilityItemStatus = { completed: 3 } as const;
export type AbilityItemStatus = ValueOf<typeof AbilityItemStatus>;

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

/** Course chapter types. */
export const ChapterType = {
  article: 1,
  courseware: 2,
  material: 3,
  homework: 4,
  preClassThinking: 5,
  video: 6,
} as const;
export type ChapterType = ValueOf<typeof ChapterType>;

export const CHAPTER_TYPE_LABELS: Labels<ChapterType> = {
  [ChapterType.article]: { 'zh-CN': '文章', en: 'Article' },
  [ChapterType.courseware]: { 'zh-CN': '课件', en: 'Courseware' },
  [ChapterType.material]: { 'zh-CN': '资料', en: 'Material' },
  [ChapterType.homework]: { 'zh-CN': '作业', en: 'Homework' },
  [ChapterType.preClassThinking]: { 'zh-CN': '课前思考', en: 'Pre-class thinking' },
  [ChapterType.video]: { 'zh-CN': '视频', en: 'Video' },
};

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

/** The identity a user currently acts as; 0 by default, 1 once a teacher switches to lecturer. */
export const Identity = { learner: 0, lecturer: 1 } as const;
export type Identity = ValueOf<typeof Identity>;

/** Kind of a node in the menu tree. */
export const MenuType = { dir: 'Dir', menu: 'Menu', button: 'Button' } as const;
export type MenuType = ValueOf<typeof MenuType>;

/** Notification type; runMsg = marketing. */
export const NotificationType = { runMsg: 'runMsg' } as const;
export type NotificationType = ValueOf<typeof NotificationType>;

/** Why an SMS code is sent; a code is only valid for the scene it was sent for. */
export const SmsScene = {
  register: 'register',
  forgetPassword: 'forgetPassword',
  bindPhone: 'bindPhone',
  changePhone: 'changePhone',
  login: 'login',
} as const;
export type SmsScene = ValueOf<typeof SmsScene>;

/** Sign-in grant types of the token endpoint. */
export const GrantType = { password: 'password', captcha: 'captcha', refreshToken: 'refresh_token' } as const;
export type GrantType = ValueOf<typeof GrantType>;

/** The label of a live status in the given language. */
export function liveStatusLabel(status: LiveStatus, lang: Lang): string {
  return LIVE_STATUS_LABELS[status][lang];
}

/** The label of a chapter type in the given language. */
export function chapterTypeLabel(type: ChapterType, lang: Lang): string {
  return CHAPTER_TYPE_LABELS[type][lang];
}
