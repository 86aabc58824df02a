// Kind and state enums of the course domain (SPEC §3, §4, ORIGINAL-UI Course): each one an `as const`
// object (use its members, never bare values) plus a union type of the same name, and bilingual labels
// where the screens show them.
import type { Lang } from '../messages.ts';

type ValueOf<T> = T[keyof T];
type Labels<K extends PropertyKey> = Readonly<Record<K, Readonly<Record<Lang, string>>>>;

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

/** The label of a chapter type in the given language. */
export function chapterTypeLabel(type: ChapterType, lang: Lang): string {
  return CHAPTER_TYPE_LABELS[type][lang];
}

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

/**
 * The original client's `choice` tabs of the course centre (精选推荐 / 最新课程 / 热门课程), each one of our
 * sort orders: the featured tab shows the best rated first.
 */
export const CourseChoice = { featured: 1, newest: 2, popular: 3 } as const;
export type CourseChoice = ValueOf<typeof CourseChoice>;

export const COURSE_CHOICE_SORT: Readonly<Record<CourseChoice, CourseSort>> = {
  [CourseChoice.featured]: CourseSort.rating,
  [CourseChoice.newest]: CourseSort.newest,
  [CourseChoice.popular]: CourseSort.popular,
};

/**
 * The original client's course `type` filter (在线课程 / 面授课程 / 直播课程). Every course of this catalogue is
 * an online course; face-to-face classes and lives are other domains, so those two filters find none.
 */
export const CourseKind = { online: 1, faceToFace: 2, live: 3 } as const;
export type CourseKind = ValueOf<typeof CourseKind>;

/** On-shelf state of a course (putawayOperate). */
export const ShelfState = { off: 0, on: 1 } as const;
export type ShelfState = ValueOf<typeof ShelfState>;
