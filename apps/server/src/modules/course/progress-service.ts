// Study progress (SPEC §7 getCourseRecord, saveCourseUserRecord, addStudyTimes, plan/course/addLog).
// Progress only moves forward: each chapter keeps GREATEST(old, new) in one upsert, and the course record
// is locked first so concurrent saves from two tabs run one after the other and the mean sees both.
// Course progress = floor(mean of chapter percents); the first time it reaches 100 a completion row is
// written once for the medals-and-points issue. Study time credited never exceeds the wall-clock time
// since the previous credit, so a repeated or parallel save adds nothing.
import {
  COURSE_RULES,
  courseEvents,
  PROGRESS_COMPLETE_PERCENT,
  type TContentRecord,
  type TSaveCourseRecord,
} from '@elearning/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  courseChapterProgress,
  courseChapters,
  courseCompletions,
  courseEnrolments,
  courseStudyRecords,
  courseStudyTimes,
  courses,
  courseViewLogs,
} from '../../db/schema/index.ts';
import { type CourseAccess, requireVisibleCourse } from './course-service.ts';

/** The rows of one learner: every table here is keyed by tenant and user. */
type Learner = { tenantId: string; userId: number };

function learnerOf(actor: Actor): Learner {
  return { tenantId: actor.tenantId, userId: actor.userId };
}

function recordOf(learner: Learner, courseId: number) {
  return and(
    eq(courseStudyRecords.tenantId, learner.tenantId),
    eq(courseStudyRecords.userId, learner.userId),
    eq(courseStudyRecords.courseId, courseId),
  );
}

/**
 * Creates the learner's record on first study (counting them in the course's 'N人学习') and locks it for the
 * rest of the transaction; a concurrent save of the same learner and course waits here until this commits.
 */
async function lockRecord(tx: DbOrTx, learner: Learner, courseId: number) {
  const created = await tx
    .insert(courseStudyRecords)
    .values({ ...learner, courseId })
    .onConflictDoNothing()
    .returning({ userId: courseStudyRecords.userId });
  if (created.length > 0) {
    await tx
      .update(courses)
      .set({ studyNum: sql`${courses.studyNum} + 1` })
      .where(and(eq(courses.tenantId, learner.tenantId), eq(courses.id, courseId)));
  }
  const [record] = await tx
    .select()
    .from(courseStudyRecords)
    .where(recordOf(learner, courseId))
    .for('update');
  if (!record) throw new Error('study record vanished inside its transaction');
  return record;
}

/** Seconds to credit: what the client claims, but never more than the time since the last credit. */
export function creditableSeconds(claimed: number, lastCreditedAt: Date | null, now: Date): number {
  const bound =
    lastCreditedAt === null
      ? COURSE_RULES.progressSaveIntervalMs / 1000
      : Math.max(0, Math.floor((now.getTime() - lastCreditedAt.getTime()) / 1000));
  return Math.max(0, Math.min(claimed, bound, COURSE_RULES.maxPeriodSeconds));
}

async function creditTime(tx: DbOrTx, learner: Learner, courseId: number, seconds: number, now: Date) {
  if (seconds <= 0) return;
  const studyDate = now.toISOString().slice(0, 10);
  await tx
    .insert(courseStudyTimes)
    .values({ ...learner, courseId, studyDate, seconds })
    .onConflictDoUpdate({
      target: [courseStudyTimes.userId, courseStudyTimes.courseId, courseStudyTimes.studyDate],
      set: { seconds: sql`${courseStudyTimes.seconds} + excluded.seconds` },
    });
}

/** One entry per chapter: the highest percent and the last position sent. */
function mergeRecords(records: TContentRecord[]): TContentRecord[] {
  const merged = new Map<number, TContentRecord>();
  for (const record of records) {
    const seen = merged.get(record.chapterId);
    merged.set(record.chapterId, {
      chapterId: record.chapterId,
      percent: Math.max(seen?.percent ?? 0, record.percent),
      position: record.position ?? seen?.position,
    });
  }
  return [...merged.values()];
}

async function upsertChapters(
  tx: DbOrTx,
  learner: Learner,
  courseId: number,
  records: TContentRecord[],
  now: Date,
) {
  const withPosition = records.filter((record) => record.position !== undefined);
  const withoutPosition = records.filter((record) => record.position === undefined);
  const rows = (list: TContentRecord[]) =>
    list.map((record) => ({
      ...learner,
      courseId,
      chapterId: record.chapterId,
      percent: record.percent,
      lastPosition: record.position ?? 0,
      updatedAt: now,
    }));
  const target = [courseChapterProgress.userId, courseChapterProgress.chapterId];
  const percent = sql`greatest(${courseChapterProgress.percent}, excluded.percent)`;
  if (withPosition.length > 0)
    await tx
      .insert(courseChapterProgress)
      .values(rows(withPosition))
      .onConflictDoUpdate({
        target,
        set: { percent, lastPosition: sql`excluded.last_position`, updatedAt: now },
      });
  if (withoutPosition.length > 0)
    await tx
      .insert(courseChapterProgress)
      .values(rows(withoutPosition))
      .onConflictDoUpdate({ target, set: { percent, updatedAt: now } });
}

/** floor(mean of every chapter's percent); chapters never opened count 0. */
async function meanProgress(tx: DbOrTx, learner: Learner, courseId: number): Promise<number> {
  const [row] = await tx
    .select({
      mean: sql<number>`coalesce(floor(avg(coalesce(${courseChapterProgress.percent}, 0))), 0)::int`,
    })
    .from(courseChapters)
    .leftJoin(
      courseChapterProgress,
      and(
        eq(courseChapterProgress.chapterId, courseChapters.id),
        eq(courseChapterProgress.userId, learner.userId),
      ),
    )
    .where(and(eq(courseChapters.tenantId, learner.tenantId), eq(courseChapters.courseId, courseId)));
  return row?.mean ?? 0;
}

/** Starting a course one was not given makes it an elective of one's own (My Task list 2). */
async function enrolAsElective(tx: DbOrTx, learner: Learner, access: CourseAccess) {
  if (access.assigned || access.enrolKind !== null) return;
  await tx
    .insert(courseEnrolments)
    .values({ ...learner, courseId: access.card.id, kind: 'elective' })
    .onConflictDoNothing();
}

export type SaveResult = { totalPrecent: number; isFinish: boolean; creditedSeconds: number };

export async function saveCourseRecord(
  db: DbOrTx,
  actor: Actor,
  input: TSaveCourseRecord,
): Promise<SaveResult> {
  const learner = learnerOf(actor);
  const access = await requireVisibleCourse(db, actor, input.courseId);
  const records = mergeRecords(input.contentRecords);
  return db.transaction(async (tx) => {
    const record = await lockRecord(tx, learner, input.courseId);
    const chapterIds = new Set(
      (
        await tx
          .select({ id: courseChapters.id })
          .from(courseChapters)
          .where(
            and(eq(courseChapters.tenantId, learner.tenantId), eq(courseChapters.courseId, input.courseId)),
          )
      ).map((row) => row.id),
    );
    if (records.some((entry) => !chapterIds.has(entry.chapterId)))
      throw new AppError('COURSE_CHAPTER_MISMATCH');
    const now = new Date();
    await upsertChapters(tx, learner, input.courseId, records, now);
    const progress = Math.max(record.progress, await meanProgress(tx, learner, input.courseId));
    const credited = creditableSeconds(input.period, record.timeCreditedAt, now);
    const completedNow = record.completedAt === null && progress >= PROGRESS_COMPLETE_PERCENT;
    await tx
      .update(courseStudyRecords)
      .set({
        progress,
        studySeconds: record.studySeconds + credited,
        lastChapterId: records.at(-1)?.chapterId ?? record.lastChapterId,
        lastStudiedAt: now,
        ...(credited > 0 ? { timeCreditedAt: now } : {}),
        ...(completedNow ? { completedAt: now } : {}),
      })
      .where(recordOf(learner, input.courseId));
    if (completedNow)
      await tx
        .insert(courseCompletions)
        .values({ ...learner, courseId: input.courseId, completedAt: now })
        .onConflictDoNothing();
    if (completedNow)
      await emitDomainEvent(tx, {
        ...learner,
        type: courseEvents.completed,
        subjectType: 'course',
        subjectId: input.courseId,
        dedupeKey: `${courseEvents.completed}:${input.courseId}:${learner.userId}`,
        data: {
          courseName: access.card.name,
          points: access.card.points,
          studySeconds: record.studySeconds + credited,
        },
      });
    await creditTime(tx, learner, input.courseId, credited, now);
    await enrolAsElective(tx, learner, access);
    return {
      totalPrecent: progress,
      isFinish: progress >= PROGRESS_COMPLETE_PERCENT,
      creditedSeconds: credited,
    };
  });
}

/** `addStudyTimes`: study time without progress (reading an article, thinking before class). */
export async function addStudyTime(db: DbOrTx, actor: Actor, courseId: number, seconds: number) {
  const learner = learnerOf(actor);
  const access = await requireVisibleCourse(db, actor, courseId);
  return db.transaction(async (tx) => {
    const record = await lockRecord(tx, learner, courseId);
    const now = new Date();
    const credited = creditableSeconds(seconds, record.timeCreditedAt, now);
    if (credited > 0)
      await tx
        .update(courseStudyRecords)
        .set({ studySeconds: record.studySeconds + credited, timeCreditedAt: now, lastStudiedAt: now })
        .where(recordOf(learner, courseId));
    await creditTime(tx, learner, courseId, credited, now);
    await enrolAsElective(tx, learner, access);
    return { creditedSeconds: credited, studyTime: record.studySeconds + credited };
  });
}

/** `plan/course/addLog`: the learner opened the course to learn ('立即学习' logs a view first). */
export async function addCourseLog(db: DbOrTx, actor: Actor, courseId: number, planId: number | undefined) {
  const learner = learnerOf(actor);
  await requireVisibleCourse(db, actor, courseId);
  await db.transaction(async (tx) => {
    await tx.insert(courseViewLogs).values({ ...learner, courseId, planId: planId ?? null });
    await tx
      .update(courses)
      .set({ viewNum: sql`${courses.viewNum} + 1` })
      .where(and(eq(courses.tenantId, learner.tenantId), eq(courses.id, courseId)));
  });
}

/** The caller's record on a course they may see. */
export async function getCourseRecord(db: DbOrTx, actor: Actor, courseId: number) {
  await requireVisibleCourse(db, actor, courseId);
  return findCourseRecord(db, actor.tenantId, actor.userId, courseId);
}

/** The learner's record on a course and every chapter they have opened. */
export async function findCourseRecord(db: DbOrTx, tenantId: string, userId: number, courseId: number) {
  const learner = { tenantId, userId };
  const [[record], chapters] = await Promise.all([
    db.select().from(courseStudyRecords).where(recordOf(learner, courseId)),
    db
      .select({
        chapterId: courseChapterProgress.chapterId,
        percent: courseChapterProgress.percent,
        lastPosition: courseChapterProgress.lastPosition,
      })
      .from(courseChapterProgress)
      .innerJoin(courseChapters, eq(courseChapters.id, courseChapterProgress.chapterId))
      .where(
        and(
          eq(courseChapterProgress.tenantId, tenantId),
          eq(courseChapterProgress.userId, userId),
          eq(courseChapterProgress.courseId, courseId),
        ),
      )
      .orderBy(asc(courseChapters.sort), asc(courseChapters.id)),
  ]);
  return { record: record ?? null, chapters };
}
