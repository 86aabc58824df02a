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

/** Notification type; runMsg = marketing, the others name the domain that sent it. */
export const NotificationType = {
  system: 'system',
  runMsg: 'runMsg',
  course: 'course',
  exam: 'exam',
  train: 'train',
  live: 'live',
} as const;
export type NotificationType = ValueOf<typeof NotificationType>;

/** Kind of page a page-view record (buryPointWeb) is for. */
export const PageType = {
  list: 'list',
  course: 'course',
  live: 'live',
  train: 'train',
  member: 'member',
  other: 'other',
} as const;
export type PageType = ValueOf<typeof PageType>;

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

/** Question types of the exam bank (ORIGINAL-UI exam paper); a group holds sub-questions of the other types. */
export const QuestionType = {
  single: 'single_choice',
  multiple: 'multi_choice',
  /** Indefinite choice: one or more options are right. */
  indefinite: 'not_sure_choice',
  judgment: 'judgment',
  blank: 'blank',
  shortAnswer: 'short_answer',
  group: 'question_group',
} as const;
export type QuestionType = ValueOf<typeof QuestionType>;

/** Question difficulty in the bank. */
export const QuestionDifficulty = { easy: 1, medium: 2, hard: 3 } as const;
export type QuestionDifficulty = ValueOf<typeof QuestionDifficulty>;

/** What kind of exam it is; a CurrencyExam (the general exam) runs in numbered batches. */
export const ExamType = {
  currency: 'CurrencyExam',
  training: 'TrainExam',
  live: 'LiveExam',
  course: 'CourseExam',
} as const;
export type ExamType = ValueOf<typeof ExamType>;

/** How the paper is answered: 1 the whole paper at once, 2 one question at a time with per-question limits. */
export const ExamAnswerMode = { wholePaper: 1, oneByOne: 2 } as const;
export type ExamAnswerMode = ValueOf<typeof ExamAnswerMode>;

/** A paper is a fixed list of questions or drawn at random from the bank per attempt. */
export const PaperKind = { fixed: 'fixed', random: 'random' } as const;
export type PaperKind = ValueOf<typeof PaperKind>;

/** Whom an exam is arranged to; 'all' is everyone of the tenant (shown in the public exam center). */
export const ExamArrangementTarget = { all: 'all', user: 'user', org: 'org', position: 'position' } as const;
export type ExamArrangementTarget = ValueOf<typeof ExamArrangementTarget>;

/** When a learner may see the right answers of a submitted attempt. */
export const ExamAnswerVisibility = {
  never: 'never',
  afterSubmit: 'afterSubmit',
  afterEnd: 'afterEnd',
} as const;
export type ExamAnswerVisibility = ValueOf<typeof ExamAnswerVisibility>;

/** An attempt is open until it is submitted by the learner or closed by the server at its deadline. */
export const ExamAttemptStatus = { inProgress: 'inProgress', submitted: 'submitted' } as const;
export type ExamAttemptStatus = ValueOf<typeof ExamAttemptStatus>;

/** Why an attempt was closed. */
export const ExamCloseReason = {
  /** The learner pressed 交卷. */
  manual: 'manual',
  /** The client's countdown reached zero and it submitted. */
  timeout: 'timeout',
  /** Closed-book mode: the learner left the tab. */
  leave: 'leave',
  /** The server found it past its deadline (on a touch or in the sweeper). */
  deadline: 'deadline',
} as const;
export type ExamCloseReason = ValueOf<typeof ExamCloseReason>;

/** A result waits for the owning lecturer while any short answer is unscored. */
export const ExamMarkingState = { pending: 'pending', done: 'done' } as const;
export type ExamMarkingState = ValueOf<typeof ExamMarkingState>;

/** How one answer scored. */
export const AnswerVerdict = {
  correct: 'correct',
  partial: 'partial',
  wrong: 'wrong',
  pending: 'pending',
} as const;
export type AnswerVerdict = ValueOf<typeof AnswerVerdict>;

/** Labels of StudyStatus (course, training and plan status of SPEC §4). */
export const STUDY_STATUS_LABELS: Labels<StudyStatus> = {
  [StudyStatus.notStarted]: { 'zh-CN': '未开始', en: 'Not started' },
  [StudyStatus.inProgress]: { 'zh-CN': '进行中', en: 'In progress' },
  [StudyStatus.ended]: { 'zh-CN': '已结束', en: 'Ended' },
};

/** A learner's state on one chapter: the ring on the catalogue tab (未学习 / 学习中 / 已学习). */
export const ChapterStudyState = { notStarted: 0, studying: 1, done: 2 } as const;
export type ChapterStudyState = ValueOf<typeof ChapterStudyState>;

export const CHAPTER_STUDY_STATE_LABELS: Labels<ChapterStudyState> = {
  [ChapterStudyState.notStarted]: { 'zh-CN': '未学习', en: 'Not started' },
  [ChapterStudyState.studying]: { 'zh-CN': '学习中', en: 'Studying' },
  [ChapterStudyState.done]: { 'zh-CN': '已学习', en: 'Done' },
};

/** Sort orders of the course centre list: newest first, most learners first, best rated first. */
export const CourseSort = { newest: 'new', popular: 'hot', rating: 'score' } as const;
export type CourseSort = ValueOf<typeof CourseSort>;

/** `courseType` of myCourseCatalog: 1 trainings, 2 courses (SPEC §7 Study lists). */
export const CatalogCourseType = { training: 1, course: 2 } as const;
export type CatalogCourseType = ValueOf<typeof CatalogCourseType>;

/** What myTask/add and myTask/remove act on (SPEC §7: 'course' or 'live'; trainings use 'train'). */
export const StudyItemType = { course: 'course', live: 'live', train: 'train' } as const;
export type StudyItemType = ValueOf<typeof StudyItemType>;

/** isRemove of a card (SPEC §3): 0 = assigned, cannot be removed; 1 = the learner's own choice. */
export const Removable = { no: 0, yes: 1 } as const;
export type Removable = ValueOf<typeof Removable>;

/** On-shelf state of a course (putawayOperate). */
export const ShelfState = { off: 0, on: 1 } as const;
export type ShelfState = ValueOf<typeof ShelfState>;

/** The label of a study status in the given language. */
export function studyStatusLabel(status: StudyStatus, lang: Lang): string {
  return STUDY_STATUS_LABELS[status][lang];
}
