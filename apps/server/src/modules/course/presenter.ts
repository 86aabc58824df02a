// JSON shapes of courses (SPEC §3 Course card) and of everything hanging off a course: chapters with the
// learner's state, notes, ratings, experiences, the lecturer's list and the filter choices. Built from
// what services return; replies never carry raw rows.
import {
  ChapterStudyState,
  ChapterType,
  PROGRESS_COMPLETE_PERCENT,
  Removable,
  ShelfState,
  StudyStatus,
  type TCategory,
  type TChapterRecord,
  type TCourseCard,
  type TCourseChapter,
  type TCourseExperience,
  type TCourseNote,
  type TCourseRating,
  type TCourseRatingList,
  type TLecturerOptionPage,
  type TOption,
} from '@elearning/shared';
import { paged } from '../../core/paging.ts';
import type { ChapterRow } from './course-service.ts';
import type { ExperienceRow } from './experience-service.ts';
import type { LecturerCourseRow } from './lecturer-service.ts';
import type { NoteRow } from './note-service.ts';
import type { CardRow } from './queries.ts';
import type { RatingRow } from './rating-service.ts';

/** SPEC §4 status from the course's window: before start 1, after end 3, otherwise 2. */
export function statusOf(startMs: number | null, endMs: number | null, now = Date.now()): StudyStatus {
  if (startMs !== null && now < startMs) return StudyStatus.notStarted;
  if (endMs !== null && now > endMs) return StudyStatus.ended;
  return StudyStatus.inProgress;
}

export function scoreAvg(ratingSum: number, ratingCount: number): number {
  return ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 10) / 10 : 0;
}

const ms = (value: number | null) => (value === null ? null : Math.round(value));

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
    startTime: ms(row.start_time),
    endTime: ms(row.end_time),
    knowledgeSystemId: row.knowledge_system_id,
    knowledgeSystemName: row.knowledge_system_name,
    status: statusOf(row.start_time, row.end_time),
    creditHours: row.credit_hours,
    points: row.points,
    scoreAvg: scoreAvg(row.rating_sum, row.rating_count),
  };
}

/** A page of course cards (course centre, popular courses, collections). */
export function presentCardPage(page: { rows: CardRow[]; totalNum: number }, pageSize: number) {
  return paged(
    page.rows.map((row) => presentCard(row)),
    page.totalNum,
    pageSize,
  );
}

export type LecturerCourse = TCourseCard & { isPutaway: ShelfState; createTime: number };

export function presentLecturerCourse(row: LecturerCourseRow): LecturerCourse {
  return {
    ...presentCard(row),
    isPutaway: row.on_shelf ? ShelfState.on : ShelfState.off,
    createTime: Math.round(row.created_at),
  };
}

/** `listTeacher`: the original client reads `teacherInfos` and each choice's `idStr`. */
export function presentLecturerOptions(
  page: { rows: TOption[]; totalNum: number },
  pageSize: number,
): TLecturerOptionPage {
  const { totalNum, totalPage } = paged(page.rows, page.totalNum, pageSize);
  const teacherInfos = page.rows.map((row) => ({ id: row.id, idStr: String(row.id), name: row.name }));
  return { teacherInfos, totalNum, totalPage };
}

export function presentCategory(row: TCategory): TCategory {
  return { id: row.id, name: row.name, parentId: row.parentId };
}

/** The ring on the catalogue tab: no record yet, started, or finished. */
export function chapterState(percent: number | null): ChapterStudyState {
  if (percent === null) return ChapterStudyState.notStarted;
  return percent >= PROGRESS_COMPLETE_PERCENT ? ChapterStudyState.done : ChapterStudyState.studying;
}

/** A stored chapter type; the column only ever holds the six types, checked here instead of asserted. */
export function chapterTypeOf(value: number): ChapterType {
  const type = Object.values(ChapterType).find((known) => known === value);
  if (type === undefined) throw new Error(`unknown chapter type ${value}`);
  return type;
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

export function presentChapter(row: ChapterRow): TCourseChapter {
  return {
    id: row.id,
    courseId: row.courseId,
    name: row.name,
    type: chapterTypeOf(row.type),
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

export function presentNote(row: NoteRow, callerId: number): TCourseNote {
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
    isMine: row.userId === callerId,
  };
}

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

/** `getCourseScopeList`: a page of ratings with the course's mean and the caller's own rating. */
export function presentRatingList(
  result: {
    rows: RatingRow[];
    ratingCount: number;
    ratingSum: number;
    mine: { score: number; content: string } | null;
  },
  pageSize: number,
): TCourseRatingList {
  return {
    ...paged(result.rows.map(presentRating), result.ratingCount, pageSize),
    scoreAvg: scoreAvg(result.ratingSum, result.ratingCount),
    ratingCount: result.ratingCount,
    myScore: result.mine?.score ?? null,
    myContent: result.mine?.content ?? '',
  };
}

export function presentExperience(row: ExperienceRow, callerId: number): TCourseExperience {
  return {
    id: row.id,
    courseId: row.courseId,
    userId: row.userId,
    userName: row.userName,
    avatarUrl: row.avatarUrl,
    content: row.content,
    attachments: row.attachments,
    createTime: row.createdAt.getTime(),
    isMine: row.userId === callerId,
  };
}
