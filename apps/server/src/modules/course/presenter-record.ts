// JSON shapes of a course's detail page, a learner's record, and the lecturer's study list and detail.
import {
  ChapterStudyState,
  PROGRESS_COMPLETE_PERCENT,
  Removable,
  type TCourseDetail,
  type TCourseRecord,
  type TCourseStudyDetail,
  type TCourseStudyRow,
} from '@elearning/shared';
import type { Actor } from '../../core/actor.ts';
import type { CourseDetail } from './course-service.ts';
import type { StudyRow } from './lecturer-service.ts';
import { isLecturerOf } from './policy.ts';
import { type ChapterProgressRow, chapterTypeOf, presentCard, presentChapterRecord } from './presenter.ts';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
const ms = (value: number | null) => (value === null ? null : Math.round(value));

export function presentCourseDetail(detail: CourseDetail, actor: Actor): TCourseDetail {
  const { access, record } = detail;
  const inMyStudy = access.assigned || access.enrolKind !== null;
  return {
    ...presentCard(access.card, access.assigned ? Removable.no : Removable.yes),
    introduction: access.introduction,
    teacherAvatar: access.lecturerAvatar,
    chapterNum: detail.chapterNum,
    totalDuration: detail.totalDuration,
    ratingCount: access.card.rating_count,
    isCollect: flag(detail.isCollect),
    isInMyStudy: flag(inMyStudy),
    preCourseId: access.preCourseId,
    lastChapterId: record?.lastChapterId ?? null,
    studyTime: record?.studySeconds ?? 0,
    isFinish: flag(record?.completedAt != null),
    isLecturer: isLecturerOf(access, actor),
  };
}

type RecordInput = {
  record: {
    progress: number;
    studySeconds: number;
    lastChapterId: number | null;
    completedAt: Date | null;
  } | null;
  chapters: ChapterProgressRow[];
};

export function presentRecord(courseId: number, { record, chapters }: RecordInput): TCourseRecord {
  return {
    courseId,
    totalPrecent: record?.progress ?? 0,
    studyTime: record?.studySeconds ?? 0,
    lastChapterId: record?.lastChapterId ?? null,
    isFinish: flag((record?.progress ?? 0) >= PROGRESS_COMPLETE_PERCENT),
    completedTime: record?.completedAt?.getTime() ?? null,
    records: chapters.map(presentChapterRecord),
  };
}

export function presentStudyRow(row: StudyRow): TCourseStudyRow {
  const studyState =
    row.completed_at !== null
      ? ChapterStudyState.done
      : row.started
        ? ChapterStudyState.studying
        : ChapterStudyState.notStarted;
  return {
    userId: row.user_id,
    userName: row.user_name,
    account: row.account,
    workNo: row.work_no,
    orgName: row.org_name,
    positionName: row.position_name,
    isRequired: flag(row.is_required === 1),
    totalPrecent: row.progress,
    studyTime: row.study_seconds,
    firstStudyTime: ms(row.first_studied_at),
    lastStudyTime: ms(row.last_studied_at),
    completedTime: ms(row.completed_at),
    studyState,
  };
}

type StudyDetailInput = {
  record: RecordInput['record'];
  courseId: number;
  courseName: string;
  learner: { id: number; name: string };
  progress: ChapterProgressRow[];
  chapters: { id: number; name: string; type: number; duration_seconds: number }[];
};

export function presentStudyDetail(input: StudyDetailInput): TCourseStudyDetail {
  const byChapter = new Map(input.progress.map((row) => [row.chapterId, row]));
  return {
    courseId: input.courseId,
    courseName: input.courseName,
    userId: input.learner.id,
    userName: input.learner.name,
    totalPrecent: input.record?.progress ?? 0,
    studyTime: input.record?.studySeconds ?? 0,
    completedTime: input.record?.completedAt?.getTime() ?? null,
    chapters: input.chapters.map((chapter) => {
      const progress = byChapter.get(chapter.id);
      const record = progress
        ? presentChapterRecord(progress)
        : { chapterId: chapter.id, percent: 0, lastPosition: 0, studyState: ChapterStudyState.notStarted };
      return {
        ...record,
        name: chapter.name,
        type: chapterTypeOf(chapter.type),
        duration: chapter.duration_seconds,
      };
    }),
  };
}
