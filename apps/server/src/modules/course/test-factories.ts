// Test factories of the course domain, written straight into the test's real database on top of the
// shared ones (test/factories.ts): knowledge systems, courses with chapters of the six types, assignments
// to a user / org unit / position, limited audiences, self-enrolments and a learner's study record. Every
// call makes fresh, uniquely named rows, so no test leans on the demo seed.
import { ChapterType, fileApiPath, filePaths } from '@elearning/shared';
import type { CourseEnrolmentKind, CourseTargetType } from '../../db/schema/index.ts';
import {
  courseAssignments,
  courseAudiences,
  courseCategories,
  courseCategoryOrgs,
  courseChapters,
  courseEnrolments,
  courseExperiences,
  courseStudyRecords,
  courses,
  knowledgeSystems,
  videos,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { uniqueSuffix } from '../../test/factories.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function makeKnowledgeSystem(
  testApp: TestApp,
  options: { tenantId?: string; parentId?: number | null; name?: string; sort?: number } = {},
) {
  const [row] = await testApp.database.db
    .insert(knowledgeSystems)
    .values({
      tenantId: options.tenantId ?? 'learn',
      parentId: options.parentId ?? null,
      name: options.name ?? `Knowledge ${uniqueSuffix()}`,
      sort: options.sort ?? 0,
    })
    .returning();
  if (!row) throw new Error('makeKnowledgeSystem: no row');
  return row;
}

/** One chapter of each of the six types, in the order the learn page shows them. */
export const ALL_CHAPTER_TYPES: readonly ChapterType[] = [
  ChapterType.preClassThinking,
  ChapterType.video,
  ChapterType.courseware,
  ChapterType.article,
  ChapterType.material,
  ChapterType.homework,
];

/** What each chapter type carries, so the catalogue reply has something real to show. */
function chapterContent(type: ChapterType, index: number) {
  switch (type) {
    case ChapterType.video:
      return { durationSeconds: 120 + index, videoId: `video-${uniqueSuffix()}` };
    case ChapterType.courseware:
    case ChapterType.material:
      return {
        fileId: `file-${uniqueSuffix()}`,
        fileUrl: fileApiPath(filePaths.file, `f${index}.pdf`),
        fileName: `chapter-${index}.pdf`,
        fileSize: 2048,
      };
    case ChapterType.homework:
      return { linkUrl: 'https://example.com/homework' };
    default:
      return { content: `<p>Chapter ${index}</p>` };
  }
}

export type CourseOptions = {
  tenantId?: string;
  name?: string;
  lecturerId?: number | null;
  knowledgeSystemId?: number | null;
  onShelf?: boolean;
  /** 'limited': only audiences and assignees see it (limitAudience, assignCourse). */
  audience?: 'all' | 'limited';
  introduction?: string;
  creditHours?: number;
  points?: number;
  studyNum?: number;
  preCourseId?: number | null;
  /** Days from now; negative is in the past. */
  startInDays?: number | null;
  endInDays?: number | null;
  /** When it was created, days from now (the newest-first order). */
  createdInDays?: number;
  /** Chapter types in catalogue order; none by default. */
  chapters?: readonly ChapterType[];
};

/** A course on the shelf, open to the whole tenant, with the chapters asked for; returns it and them. */
export async function makeCourse(testApp: TestApp, options: CourseOptions = {}) {
  const db = testApp.database.db;
  const at = (days: number | null | undefined) =>
    days === null || days === undefined ? null : new Date(Date.now() + days * DAY_MS);
  const tenantId = options.tenantId ?? 'learn';
  const [course] = await db
    .insert(courses)
    .values({
      tenantId,
      name: options.name ?? `Course ${uniqueSuffix()}`,
      lecturerId: options.lecturerId ?? null,
      knowledgeSystemId: options.knowledgeSystemId ?? null,
      onShelf: options.onShelf ?? true,
      audience: options.audience ?? 'all',
      introduction: options.introduction ?? '<p>About this course</p>',
      creditHours: options.creditHours ?? 0,
      points: options.points ?? 0,
      studyNum: options.studyNum ?? 0,
      preCourseId: options.preCourseId ?? null,
      startTime: at(options.startInDays),
      endTime: at(options.endInDays),
      ...(options.createdInDays === undefined
        ? {}
        : { createdAt: new Date(Date.now() + options.createdInDays * DAY_MS) }),
    })
    .returning();
  if (!course) throw new Error('makeCourse: no row');
  const types = options.chapters ?? [];
  const chapters =
    types.length === 0
      ? []
      : await db
          .insert(courseChapters)
          .values(
            types.map((type, index) => ({
              tenantId,
              courseId: course.id,
              name: `Chapter ${index + 1}`,
              type,
              sort: index,
              ...chapterContent(type, index),
            })),
          )
          .returning();
  return { ...course, chapters };
}

type CourseRef = { id: number; tenantId: string };
type Target = { type: CourseTargetType; id: number };

/** Assigns a course to a user, an org unit (and so everyone below it) or a position. */
export async function assignCourse(testApp: TestApp, course: CourseRef, target: Target) {
  await testApp.database.db.insert(courseAssignments).values({
    tenantId: course.tenantId,
    courseId: course.id,
    targetType: target.type,
    targetId: target.id,
  });
}

/** Lets a user, an org unit or a position see a course whose audience is 'limited'. */
export async function limitAudience(testApp: TestApp, course: CourseRef, target: Target) {
  await testApp.database.db.insert(courseAudiences).values({
    tenantId: course.tenantId,
    courseId: course.id,
    targetType: target.type,
    targetId: target.id,
  });
}

/** The learner put the course in their own study: 'added' (list 1) or started it as an 'elective' (list 2). */
export async function enrolCourse(
  testApp: TestApp,
  user: { id: number; tenantId: string },
  course: { id: number },
  kind: CourseEnrolmentKind = 'added',
) {
  await testApp.database.db
    .insert(courseEnrolments)
    .values({ tenantId: user.tenantId, userId: user.id, courseId: course.id, kind });
}

/** The learner's study record on a course (progress in whole percent; 100 is finished). */
export async function recordStudy(
  testApp: TestApp,
  user: { id: number; tenantId: string },
  course: { id: number },
  progress: number,
) {
  const now = new Date();
  await testApp.database.db.insert(courseStudyRecords).values({
    tenantId: user.tenantId,
    userId: user.id,
    courseId: course.id,
    progress,
    firstStudiedAt: now,
    lastStudiedAt: now,
    completedAt: progress >= 100 ? now : null,
  });
}

/** A study experience of a learner on a course, as the experience service would store it. */
export async function makeExperience(
  testApp: TestApp,
  user: { id: number; tenantId: string },
  course: { id: number },
  content = '<p>What I learnt</p>',
) {
  const [row] = await testApp.database.db
    .insert(courseExperiences)
    .values({ tenantId: user.tenantId, userId: user.id, courseId: course.id, content, attachments: [] })
    .returning();
  if (!row) throw new Error('makeExperience: no row');
  return row;
}

/** A back-office course category (open to the whole tenant unless `orgIds` are given). */
export async function makeCategory(
  testApp: TestApp,
  options: {
    tenantId?: string;
    parentId?: number | null;
    name?: string;
    orgIds?: number[];
    enabled?: boolean;
  } = {},
) {
  const tenantId = options.tenantId ?? 'learn';
  const [row] = await testApp.database.db
    .insert(courseCategories)
    .values({
      tenantId,
      parentId: options.parentId ?? null,
      name: options.name ?? `Category ${uniqueSuffix()}`,
      enabled: options.enabled ?? true,
    })
    .returning();
  if (!row) throw new Error('makeCategory: no row');
  const orgIds = options.orgIds ?? [];
  if (orgIds.length > 0) {
    await testApp.database.db
      .insert(courseCategoryOrgs)
      .values(orgIds.map((orgId) => ({ tenantId, categoryId: row.id, orgId })));
  }
  return row;
}

/** An announced video of `owner` with a known length, as the file service leaves it after an upload. */
export async function makeVideo(testApp: TestApp, owner: { id: number; tenantId: string }, seconds = 95) {
  const [row] = await testApp.database.db
    .insert(videos)
    .values({
      id: `v${uniqueSuffix()}`,
      tenantId: owner.tenantId,
      ownerUserId: owner.id,
      title: 'Lesson',
      fileName: 'lesson.mp4',
      duration: seconds,
    })
    .returning();
  if (!row) throw new Error('makeVideo: no row');
  return row;
}
