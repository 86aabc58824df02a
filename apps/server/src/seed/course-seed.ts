// Demo courses of a tenant: knowledge systems, 30+ courses with chapters of every type (real video and
// documents when the media were stored, see course-media.ts) and a generated cover each
// (course-covers.ts), required assignments for `learner` through the user, the org tree and the
// position, self-added courses and electives, progress at 0 %, partial and 100 %, and other learners'
// records, notes, ratings and experiences. Idempotent: a tenant that already has courses is left as it is.
import { ChapterType } from '@elearning/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  courseAudiences,
  courseChapters,
  courses,
  knowledgeSystems,
  organisations,
  positions,
  users,
} from '../db/schema/index.ts';
import { courseSearchDoc, indexSearchDocument } from '../modules/search/index-service.ts';
import type { FileStorage } from '../storage/index.ts';
import { storeCourseCovers } from './course-covers.ts';
import { storeCourseMedia } from './course-media.ts';
import { type SeedContext, seedCourseActivity } from './course-seed-activity.ts';
import {
  ARTICLE_HTML,
  CHAPTER_NAMES,
  type CourseSeed,
  EN_COURSES,
  EN_KNOWLEDGE,
  type KnowledgeSeed,
  THINKING_TEXT,
  ZH_COURSES,
  ZH_KNOWLEDGE,
} from './course-seed-data.ts';

type Lang = 'zh-CN' | 'en';

/** Stored media the chapters point at; absent in API tests, which never play anything. */
export type CourseMedia = {
  video: { id: string; duration: number } | null;
  document: { fileId: string; fileName: string; fileSize: number; fileUrl: string } | null;
};

/** Generic cover images shipped with the web app (apps/web/public/course-covers), for courses seeded
 * without a storage (API tests); the demo seed stores a cover per course (course-covers.ts). */
export const COVER_COUNT = 8;
export function coverUrl(index: number): string {
  return `/course-covers/cover-${(index % COVER_COUNT) + 1}.svg`;
}

const DAY = 86_400_000;
const HOMEWORK_LINK = 'https://www.w3.org/WAI/tips/writing/';

async function insertKnowledge(tx: DbOrTx, tenantId: string, tree: KnowledgeSeed[]) {
  const ids: number[][] = [];
  for (const [index, root] of tree.entries()) {
    const [row] = await tx
      .insert(knowledgeSystems)
      .values({ tenantId, name: root.name, sort: index })
      .returning({ id: knowledgeSystems.id });
    const children = root.children?.length
      ? await tx
          .insert(knowledgeSystems)
          .values(root.children.map((name, sort) => ({ tenantId, parentId: row!.id, name, sort })))
          .returning({ id: knowledgeSystems.id })
      : [];
    ids.push([row!.id, ...children.map((child) => child.id)]);
  }
  return ids;
}

function chapterRows(ctx: SeedContext, courseId: number, seed: CourseSeed, media: CourseMedia | undefined) {
  return seed.chapters.map((type, index) => {
    const base = {
      tenantId: ctx.tenantId,
      courseId,
      type,
      sort: index,
      name: `${index + 1}. ${CHAPTER_NAMES[ctx.lang][type]}`,
    };
    switch (type) {
      case ChapterType.video:
        return { ...base, videoId: media?.video?.id ?? null, durationSeconds: media?.video?.duration ?? 20 };
      case ChapterType.courseware:
      case ChapterType.material:
        return {
          ...base,
          fileId: media?.document?.fileId ?? null,
          fileUrl: media?.document?.fileUrl ?? '',
          fileName: media?.document?.fileName ?? '',
          fileSize: media?.document?.fileSize ?? 0,
        };
      case ChapterType.homework:
        return { ...base, linkUrl: HOMEWORK_LINK, content: THINKING_TEXT[ctx.lang] };
      case ChapterType.preClassThinking:
        return { ...base, content: THINKING_TEXT[ctx.lang] };
      default:
        return { ...base, content: ARTICLE_HTML[ctx.lang] };
    }
  });
}

async function insertCourses(
  tx: DbOrTx,
  ctx: SeedContext,
  list: CourseSeed[],
  media: CourseMedia | undefined,
  covers: (string | null)[] = [],
) {
  const knowledge = await insertKnowledge(tx, ctx.tenantId, ctx.lang === 'en' ? EN_KNOWLEDGE : ZH_KNOWLEDGE);
  const now = Date.now();
  for (const [index, seed] of list.entries()) {
    const [root, child] = seed.knowledge;
    const knowledgeSystemId = knowledge[root]?.[child === undefined ? 0 : child + 1] ?? null;
    const [row] = await tx
      .insert(courses)
      .values({
        tenantId: ctx.tenantId,
        name: seed.name,
        coverUrl: covers[index] ?? coverUrl(index),
        lecturerId: ctx.users.get(seed.lecturer)?.id ?? null,
        knowledgeSystemId,
        introduction: seed.intro,
        creditHours: seed.hours,
        points: seed.points,
        startTime: seed.startDays == null ? null : new Date(now + seed.startDays * DAY),
        endTime: seed.endDays == null ? null : new Date(now + seed.endDays * DAY),
        onShelf: !seed.offShelf,
        audience: seed.audienceOrgs ? 'limited' : 'all',
        // Older courses first, so "newest" lists the catalogue in a stable order.
        createdAt: new Date(now - (list.length - index) * 3_600_000),
      })
      .returning({ id: courses.id });
    ctx.courseIds.push(row!.id);
    // Through the search module's own writer, as the course editor does: the one search and the
    // knowledge-system browse find seeded courses under their node.
    await indexSearchDocument(
      tx,
      courseSearchDoc(ctx.tenantId, row!.id, {
        name: seed.name,
        introduction: seed.intro,
        coverUrl: covers[index] ?? coverUrl(index),
        knowledgeSystemId,
      }),
    );
    await tx.insert(courseChapters).values(chapterRows(ctx, row!.id, seed, media));
    for (const code of seed.audienceOrgs ?? []) {
      const orgId = ctx.orgs.get(code);
      if (orgId !== undefined)
        await tx
          .insert(courseAudiences)
          .values({ tenantId: ctx.tenantId, courseId: row!.id, targetType: 'org', targetId: orgId });
    }
  }
}

async function loadContext(db: Db, tenantId: string, lang: Lang): Promise<SeedContext> {
  const [userRows, orgRows, positionRows] = await Promise.all([
    db
      .select({ id: users.id, account: users.account, orgId: users.orgId, positionId: users.positionId })
      .from(users)
      .where(eq(users.tenantId, tenantId)),
    db
      .select({ id: organisations.id, code: organisations.code })
      .from(organisations)
      .where(eq(organisations.tenantId, tenantId)),
    db
      .select({ id: positions.id })
      .from(positions)
      .where(eq(positions.tenantId, tenantId))
      .orderBy(positions.sort),
  ]);
  return {
    tenantId,
    lang,
    users: new Map(userRows.map((u) => [u.account, { id: u.id, orgId: u.orgId, positionId: u.positionId }])),
    orgs: new Map(orgRows.map((o) => [o.code, o.id])),
    positionIds: positionRows.map((p) => p.id),
    courseIds: [],
  };
}

/** Seeds the tenant's courses; with a storage the chapters get real media (main.ts and `npm run seed`). */
export async function seedCourses(
  db: Db,
  options: { tenantId: string; lang: Lang; storage?: FileStorage | undefined },
) {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courses)
    .where(eq(courses.tenantId, options.tenantId));
  if ((existing?.n ?? 0) > 0) return false;
  const ctx = await loadContext(db, options.tenantId, options.lang);
  await db.transaction(async (tx) => {
    const owner = ctx.users.get(options.lang === 'en' ? 'learner' : 'lecturer');
    const list = options.lang === 'en' ? EN_COURSES : ZH_COURSES;
    const storedBy = options.storage && owner ? { tenantId: ctx.tenantId, userId: owner.id } : undefined;
    const media =
      options.storage && storedBy
        ? await storeCourseMedia(tx, options.storage, storedBy, ctx.lang)
        : undefined;
    const covers =
      options.storage && storedBy
        ? await storeCourseCovers(tx, options.storage, storedBy, {
            lang: ctx.lang,
            names: list.map((course) => course.name),
          })
        : [];
    await insertCourses(tx, ctx, list, media, covers);
    await seedCourseActivity(tx, ctx);
  });
  return true;
}
