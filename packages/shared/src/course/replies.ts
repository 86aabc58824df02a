// Reply shapes of the course pages and study lists (SPEC §3 Course card and list reply). Times are epoch
// milliseconds (null when unset); percents are whole numbers 0..100; study time is in seconds.
import type { Removable, StudyStatus } from '../common/enums.ts';
import type { TPage } from '../common/replies.ts';
import type { ChapterStudyState, ChapterType } from './enums.ts';

/** The course card of SPEC §3, as every course list answers it. */
export type TCourseCard = {
  id: number;
  name: string;
  coverUrl: string;
  teacherId: number | null;
  teacherName: string;
  /** Learners who have started it ('N人学习'). */
  studyNum: number;
  /** The caller's progress (the original's spelling); 0 when not started or anonymous. */
  totalPrecent: number;
  isRemove: Removable;
  /** The name shown on elective cards (list 2). */
  menuName: string;
  startTime: number | null;
  endTime: number | null;
  knowledgeSystemId: number | null;
  knowledgeSystemName: string;
  status: StudyStatus;
  creditHours: number;
  points: number;
  /** Mean star rating, one decimal; 0 when unrated. */
  scoreAvg: number;
};

/** A study list: the page plus todoNum, the unfinished courses of the whole list. */
export type TCoursePageReply = TPage<TCourseCard> & { todoNum: number };

export type TCourseDetail = TCourseCard & {
  introduction: string;
  teacherAvatar: string;
  chapterNum: number;
  /** Sum of the video chapters' durations, seconds. */
  totalDuration: number;
  ratingCount: number;
  isCollect: 0 | 1;
  /** 1 when the course is in the caller's study (assigned or self-enrolled). */
  isInMyStudy: 0 | 1;
  preCourseId: number | null;
  lastChapterId: number | null;
  studyTime: number;
  isFinish: 0 | 1;
  /** True for the course's own lecturer (lecturer tools on the page). */
  isLecturer: boolean;
};

export type TCourseChapter = {
  id: number;
  courseId: number;
  name: string;
  type: ChapterType;
  sort: number;
  /** Video length, seconds. */
  duration: number;
  /** Article HTML or the pre-class thinking question (sanitised). */
  content: string;
  videoId: string | null;
  fileId: string | null;
  fileUrl: string;
  fileName: string;
  fileSize: number;
  linkUrl: string;
  percent: number;
  lastPosition: number;
  studyState: ChapterStudyState;
};

export type TChapterRecord = {
  chapterId: number;
  percent: number;
  lastPosition: number;
  studyState: ChapterStudyState;
};

export type TCourseRecord = {
  courseId: number;
  totalPrecent: number;
  studyTime: number;
  lastChapterId: number | null;
  isFinish: 0 | 1;
  completedTime: number | null;
  records: TChapterRecord[];
};

export type TCourseNote = {
  id: number;
  courseId: number;
  chapterId: number | null;
  chapterName: string;
  content: string;
  position: number;
  createTime: number;
  updateTime: number;
  userId: number;
  userName: string;
  avatarUrl: string;
  isMine: boolean;
};

export type TCourseRating = {
  userId: number;
  userName: string;
  avatarUrl: string;
  score: number;
  content: string;
  createTime: number;
};

export type TCourseRatingList = TPage<TCourseRating> & {
  scoreAvg: number;
  ratingCount: number;
  /** The caller's own rating, or null. */
  myScore: number | null;
  myContent: string;
};

export type TCourseExperience = {
  id: number;
  courseId: number;
  userId: number;
  userName: string;
  avatarUrl: string;
  content: string;
  attachments: { fileName: string; fileUrl: string; fileSize: number }[];
  createTime: number;
  isMine: boolean;
};

export type TOption = { id: number; name: string };

/** `getNextCatalogsById`: one level of the category (knowledge system) tree. */
export type TCategory = { id: number; name: string; parentId: number | null };

/** `listTeacher`: the lecturer filter's choices; `idStr` and `teacherInfos` are the original's names. */
export type TLecturerOptionPage = {
  teacherInfos: (TOption & { idStr: string })[];
  totalNum: number;
  totalPage: number;
};

export type TKnowledgeSystem = {
  id: number;
  name: string;
  parentId: number | null;
  children: TKnowledgeSystem[];
};

/** One learner in a lecturer's study list (and export). */
export type TCourseStudyRow = {
  userId: number;
  userName: string;
  account: string;
  workNo: string;
  orgName: string;
  positionName: string;
  /** 1 when the course is assigned to the learner. */
  isRequired: 0 | 1;
  totalPrecent: number;
  studyTime: number;
  firstStudyTime: number | null;
  lastStudyTime: number | null;
  completedTime: number | null;
  studyState: ChapterStudyState;
};

/** getCourseStudyDetail: one learner's progress on each chapter of a course. */
export type TCourseStudyDetail = {
  courseId: number;
  courseName: string;
  userId: number;
  userName: string;
  totalPrecent: number;
  studyTime: number;
  completedTime: number | null;
  chapters: (TChapterRecord & { name: string; type: ChapterType; duration: number })[];
};

export type TRemoveReply = { removedNum: number };
export type TAddReply = { addedNum: number };
export type TDeleteCheck = { canDelete: boolean; learnerNum: number };
export type TPreCourseCheck = {
  isFinish: boolean;
  preCourseId: number | null;
  preCourseName: string;
};
