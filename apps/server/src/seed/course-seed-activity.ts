// What the demo learners have done with the demo courses: assignments, self-added courses and electives,
// progress (0 %, partial, 100 % with its completion event), and the social side. Indexes refer to the
// catalogue order of course-seed-data.ts.
import { PROGRESS_COMPLETE_PERCENT } from '@elearning/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  type CourseTargetType,
  courseAssignments,
  courseChapterProgress,
  courseChapters,
  courseCollections,
  courseCompletions,
  courseEnrolments,
  courseExperiences,
  courseNotes,
  courseRatings,
  courseStudyRecords,
  courseStudyTimes,
  courses,
} from '../db/schema/index.ts';

const DAY = 86_400_000;

export type SeedContext = {
  tenantId: string;
  lang: 'zh-CN' | 'en';
  users: Map<string, { id: number; orgId: number | null; positionId: number | null }>;
  orgs: Map<string, number>;
  positionIds: number[];
  courseIds: number[];
};

/** Assigns courses (by index into the catalogue) to a user, an org (by code) or a position (by index). */
export async function assign(
  tx: DbOrTx,
  ctx: SeedContext,
  targetType: CourseTargetType,
  target: string | number,
  courseIndexes: number[],
) {
  const targetId =
    targetType === 'user'
      ? ctx.users.get(String(target))?.id
      : targetType === 'org'
        ? ctx.orgs.get(String(target))
        : ctx.positionIds[Number(target)];
  if (targetId === undefined) return;
  await tx.insert(courseAssignments).values(
    courseIndexes.map((index) => ({
      tenantId: ctx.tenantId,
      courseId: ctx.courseIds[index]!,
      targetType,
      targetId,
    })),
  );
}

/** Chapter percents whose floor(mean) is `target`: whole chapters first, then one partly done. */
export function spreadPercent(target: number, chapterCount: number): number[] {
  let remaining = target * chapterCount;
  return Array.from({ length: chapterCount }, () => {
    const percent = Math.min(100, remaining);
    remaining -= percent;
    return percent;
  });
}

async function studied(
  tx: DbOrTx,
  ctx: SeedContext,
  account: string,
  courseIndex: number,
  target: number,
  daysAgo = 1,
) {
  const user = ctx.users.get(account);
  const courseId = ctx.courseIds[courseIndex];
  if (!user || courseId === undefined) return;
  const chapters = await tx
    .select({ id: courseChapters.id, duration: courseChapters.durationSeconds })
    .from(courseChapters)
    .where(and(eq(courseChapters.tenantId, ctx.tenantId), eq(courseChapters.courseId, courseId)))
    .orderBy(asc(courseChapters.sort), asc(courseChapters.id));
  const percents = spreadPercent(target, chapters.length);
  const at = new Date(Date.now() - daysAgo * DAY);
  const opened = chapters
    .map((chapter, index) => ({ chapter, percent: percents[index] ?? 0 }))
    .filter(({ percent }) => percent > 0);
  if (opened.length > 0)
    await tx.insert(courseChapterProgress).values(
      opened.map(({ chapter, percent }) => ({
        tenantId: ctx.tenantId,
        userId: user.id,
        courseId,
        chapterId: chapter.id,
        percent,
        lastPosition: percent >= 100 ? 0 : Math.round((chapter.duration * percent) / 100),
        updatedAt: at,
      })),
    );
  const progress = Math.floor(percents.reduce((sum, p) => sum + p, 0) / Math.max(1, chapters.length));
  const done = progress >= PROGRESS_COMPLETE_PERCENT;
  const studySeconds = 60 * (5 + Math.round(progress / 4));
  // The day-by-day study time the hours figures read: all of it on the day last studied.
  await tx.insert(courseStudyTimes).values({
    tenantId: ctx.tenantId,
    userId: user.id,
    courseId,
    studyDate: at.toISOString().slice(0, 10),
    seconds: studySeconds,
  });
  await tx.insert(courseStudyRecords).values({
    tenantId: ctx.tenantId,
    userId: user.id,
    courseId,
    progress,
    studySeconds,
    lastChapterId: opened.at(-1)?.chapter.id ?? chapters[0]?.id ?? null,
    timeCreditedAt: at,
    firstStudiedAt: new Date(at.getTime() - 3 * DAY),
    lastStudiedAt: at,
    completedAt: done ? at : null,
  });
  if (done)
    await tx
      .insert(courseCompletions)
      .values({ tenantId: ctx.tenantId, userId: user.id, courseId, completedAt: at });
}

async function enrol(
  tx: DbOrTx,
  ctx: SeedContext,
  account: string,
  kind: 'added' | 'elective',
  indexes: number[],
) {
  const user = ctx.users.get(account);
  if (!user) return;
  await tx.insert(courseEnrolments).values(
    indexes.map((index, order) => ({
      tenantId: ctx.tenantId,
      userId: user.id,
      courseId: ctx.courseIds[index]!,
      kind,
      createdAt: new Date(Date.now() - (order + 1) * DAY),
    })),
  );
}

const ZH_NOTES = [
  '先倾听，再表达：复述对方的观点能减少误解。',
  '结论先行，再给理由和例子。',
  '会后 24 小时内发纪要，明确负责人和截止时间。',
];
const ZH_REVIEWS = [
  '案例很贴近实际工作，讲解清晰。',
  '内容扎实，建议增加练习题。',
  '讲师节奏把握得很好，收获很大！',
];

async function social(tx: DbOrTx, ctx: SeedContext) {
  const people = ['apprentice', 'vip', 'vipyear', 'orgadmin', 'backoffice', 'tutor'];
  for (const [n, account] of people.entries()) {
    const user = ctx.users.get(account);
    if (!user) continue;
    for (const index of [0, 4, 7, 19]) {
      const courseId = ctx.courseIds[index]!;
      await tx.insert(courseRatings).values({
        tenantId: ctx.tenantId,
        userId: user.id,
        courseId,
        score: 5 - ((n + index) % 2),
        content: ZH_REVIEWS[(n + index) % ZH_REVIEWS.length]!,
      });
    }
    await tx.insert(courseNotes).values({
      tenantId: ctx.tenantId,
      userId: user.id,
      courseId: ctx.courseIds[0]!,
      content: ZH_NOTES[n % ZH_NOTES.length]!,
      createdAt: new Date(Date.now() - (n + 2) * DAY),
    });
  }
  const apprentice = ctx.users.get('apprentice');
  if (apprentice)
    await tx.insert(courseExperiences).values({
      tenantId: ctx.tenantId,
      userId: apprentice.id,
      courseId: ctx.courseIds[0]!,
      content: '<p>学完这门课后，我开始在周会上先讲结论、再讲过程，沟通效率明显提高了。</p>',
    });
  const learner = ctx.users.get('learner');
  if (learner) {
    await tx.insert(courseNotes).values({
      tenantId: ctx.tenantId,
      userId: learner.id,
      courseId: ctx.courseIds[0]!,
      content: '结构化表达：结论—理由—行动，下周例会试一试。',
    });
    await tx.insert(courseCollections).values(
      [4, 8].map((index) => ({
        tenantId: ctx.tenantId,
        userId: learner.id,
        courseId: ctx.courseIds[index]!,
      })),
    );
  }
}

/** Brings the counters the progress and rating services keep up to date with the seeded rows. */
async function refreshCounters(tx: DbOrTx, tenantId: string) {
  await tx
    .update(courses)
    .set({
      studyNum: sql`(select count(*) from course_study_records r where r.course_id = ${courses.id})::int`,
      ratingCount: sql`(select count(*) from course_ratings r where r.course_id = ${courses.id})::int`,
      ratingSum: sql`(select coalesce(sum(score), 0) from course_ratings r where r.course_id = ${courses.id})::int`,
    })
    .where(eq(courses.tenantId, tenantId));
}

export async function seedCourseActivity(tx: DbOrTx, ctx: SeedContext) {
  if (ctx.lang === 'en') {
    await assign(tx, ctx, 'user', 'learner', [0]);
    await studied(tx, ctx, 'learner', 0, 40);
    await refreshCounters(tx, ctx.tenantId);
    return;
  }
  // Required for `learner`: directly, through the whole company and their department, through their position.
  await assign(tx, ctx, 'user', 'learner', [0, 4, 19, 28]);
  await assign(tx, ctx, 'org', 'HQ', [2, 20, 29]);
  await assign(tx, ctx, 'org', 'RD', [7, 8]);
  await assign(tx, ctx, 'position', 0, [5]);
  await assign(tx, ctx, 'org', 'MKT', [25]);
  await enrol(tx, ctx, 'learner', 'added', [1, 11, 13]);
  await enrol(tx, ctx, 'learner', 'elective', [3, 6, 9, 12, 17, 23]);
  const learnerProgress: [number, number][] = [
    [0, 100],
    [7, 100],
    [3, 100],
    [4, 45],
    [2, 30],
    [1, 60],
    [6, 25],
    [9, 0],
  ];
  for (const [day, [index, percent]] of learnerProgress.entries())
    await studied(tx, ctx, 'learner', index, percent, day + 1);
  // Other learners on the lecturer's courses, so the lecturer's study lists are not empty.
  const others = ['apprentice', 'vip', 'vipyear', 'orgadmin', 'backoffice'];
  for (const [n, account] of others.entries())
    for (const [k, index] of [0, 4, 7, 8, 19].entries())
      await studied(tx, ctx, account, index, [100, 70, 35, 10, 0][(n + k) % 5]!, n + k + 1);
  await social(tx, ctx);
  await refreshCounters(tx, ctx.tenantId);
}
