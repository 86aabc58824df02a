// JSON shapes of courses (SPEC §3 Course card, list reply) and of everything hanging off a course:
// chapters with the learner's state, records, notes, ratings and experiences. Never raw rows.
import {
  ChapterStudyState,
  type ChapterType,
  PROGRESS_COMPLETE_PERCENT,
  Removable,
  StudyStatus,
  type TChapterRecord,
  type TCourseCard,
  type TCourseChapter,
  type TCourseExperience,
  type TCourseNote,
  type TCourseRating,
  type TPage,
} from '@elearning/shared';
import type { CardRow } from './card-query.ts';

/** SPEC §4 status from the course's window: before start 1, after end 3, otherwise 2. */
export function statusOf(startMs: number | null, endMs: number | null, now = Date.now()): StudyStatus {
  if (startMs !== null && now < startMs) return StudyStatus.notStarted;
  if (endMs !== null && now > endMs) return StudyStatus.ended;
  return StudyStatus.inProgress;
}

export function scoreAvg(ratingSum: number, ratingCount: number): number {
  return ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 10) / 10 : 0;
}

export function presentCard(row: CardRow, isRemove: Removable = Removable.yes): TCourseCard {
  return {
    id: row.id,
    name: row.name,
    coverUrl: row.cover_url,
    teacherId: row.lecturer_id,
    teacherName: row.teacher_name,
    studyNum: row.study_num,
    totalPrecent: row.progress,
    isRemove,
    menuName: row.name,
    startTime: row.start_time === null ? null : Math.round(row.start_time),
    endTime: row.end_time === null ? null : Math.round(row.end_time),
    knowledgeSystemId: row.knowledge_system_id,
    knowledgeSystemName: row.knowledge_system_name,
    status: statusOf(row.start_time, row.end_time),
    creditHours: row.credit_hours,
    points: row.points,
    scoreAvg: scoreAvg(row.rating_sum, row.rating_count),
  };
}

/** A paged reply; totalPage is derived so every list answers the same way. */
export function page<T>(data: T[], totalNum: number, pageSize: number): TPage<T> {
  return { data, totalNum, totalPage: Math.ceil(totalNum / pageSize) };
}

/** The ring on the catalogue tab: no record yet, started, or finished. */
export function chapterState(percent: number | null): ChapterStudyState {
  if (percent === null) return ChapterStudyState.notStarted;
  return percent >= PROGRESS_COMPLETE_PERCENT ? ChapterStudyState.done : ChapterStudyState.studying;
}

export type ChapterProgressRow = { chapterId: number; percent: number; lastPosition: number };

export function presentChapterRecord(row: ChapterProgressRow): TChapterRecord {
  return {
    chapterId: row.chapterId,
    percent: row.percent,
    lastPosition: row.lastPosition,
    studyState: chapterState(row.percent),
  };
}

export type ChapterRow = {
  id: number;
  courseId: number;
  name: string;
  type: number;
  sort: number;
  durationSeconds: number;
  content: string;
  videoId: string | null;
  fileId: string | null;
  fileUrl: string;
  fileName: string;
  fileSize: number;
  linkUrl: string;
  percent: number | null;
  lastPosition: number | null;
};

export function presentChapter(row: ChapterRow): TCourseChapter {
  return {
    id: row.id,
    courseId: row.courseId,
    name: row.name,
    type: row.type as ChapterType,
    sort: row.sort,
    duration: row.durationSeconds,
    content: row.content,
    videoId: row.videoId,
    fileId: row.fileId,
    fileUrl: row.fileUrl,
    fileName: row.fileName,
    fileSize: row.fileSize,
    linkUrl: row.linkUrl,
    percent: row.percent ?? 0,
    lastPosition: row.lastPosition ?? 0,
    studyState: chapterState(row.percent),
  };
}

type Author = { userId: number; userName: string; avatarUrl: string };

export type NoteRow = Author & {
  id: number;
  courseId: number;
  chapterId: number | null;
  chapterName: string | null;
  content: string;
  position: number;
  createdAt: Date;
  updatedAt: Date;
};

export function presentNote(row: NoteRow, viewerId: number): TCourseNote {
  return {
    id: row.id,
    courseId: row.courseId,
    chapterId: row.chapterId,
    chapterName: row.chapterName ?? '',
    content: row.content,
    position: row.position,
    createTime: row.createdAt.getTime(),
    updateTime: row.updatedAt.getTime(),
    userId: row.userId,
    userName: row.userName,
    avatarUrl: row.avatarUrl,
    isMine: row.userId === viewerId,
  };
}

export type RatingRow = Author & { score: number; content: string; updatedAt: Date };

export function presentRating(row: RatingRow): TCourseRating {
  return {
    userId: row.userId,
    userName: row.userName,
    avatarUrl: row.avatarUrl,
    score: row.score,
    content: row.content,
    createTime: row.updatedAt.getTime(),
  };
}

export type ExperienceRow = Author & {
  id: number;
  courseId: number;
  content: string;
  attachments: TCourseExperience['attachments'];
  createdAt: Date;
};

export function presentExperience(row: ExperienceRow, viewerId: number): TCourseExperience {
  return {
    id: row.id,
    courseId: row.courseId,
    userId: row.userId,
    userName: row.userName,
    avatarUrl: row.avatarUrl,
    content: row.content,
    attachments: row.attachments,
    createTime: row.createdAt.getTime(),
    isMine: row.userId === viewerId,
  };
}
