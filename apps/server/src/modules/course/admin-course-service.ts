// Course authoring in the back office (issue 20 item 6): the admin course list, the editor's course, create
// and edit (basic information, cover, lecturer, credit hours, points, knowledge-system node, category,
// visibility scope and chapters in one transaction), copy and chapter reordering. Every change is audited.
import type { TAdminCourseList, TChapterSort, TCourseAdd, TCourseEdit, TTarget } from '@elearning/shared';
import { CourseSaveMode } from '@elearning/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import type { DataScope } from '../../core/data-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { courseAudiences, courses } from '../../db/schema/index.ts';
import { courseSearchDoc, indexSearchDocument } from '../search/index-service.ts';
import { copyChapters, reorderChapters, replaceChapters } from './admin-chapter-service.ts';
import { isCourseNoTaken } from './admin-option-service.ts';
import { adminCourseColumns, adminCourseJoins, adminCourseShape, targetName } from './admin-queries.ts';
import { requireOwnCourse } from './lecturer-service.ts';
import { categoryVisibleTo, courseInScope, requireInScope } from './policy.ts';
import { likePattern } from './queries.ts';

export async function listAdminCourses(db: DbOrTx, actor: Actor, scope: DataScope, query: TAdminCourseList) {
  const filters = [
    sql`c.tenant_id = ${actor.tenantId}`,
    sql`c.deleted_at is null`,
    courseInScope(actor.tenantId, scope),
  ];
  if (query.name)
    filters.push(
      sql`(c.name ilike ${likePattern(query.name)} or c.course_no ilike ${likePattern(query.name)})`,
    );
  if (query.categoryId) filters.push(sql`c.category_id = ${query.categoryId}`);
  if (query.lecturerId) filters.push(sql`c.lecturer_id = ${query.lecturerId}`);
  if (query.status === 1) filters.push(sql`(c.published_at is not null or c.on_shelf)`);
  if (query.status === 2) filters.push(sql`(c.published_at is null and not c.on_shelf)`);
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select ${adminCourseColumns}, (count(*) over ())::int as total_num
      from courses c ${adminCourseJoins}
      where ${sql.join(filters, sql` and `)}
      order by c.updated_at desc, c.id desc limit ${limit} offset ${offset}`,
    { ...adminCourseShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

const chapterShape = {
  id: col.int,
  name: col.text,
  type: col.int,
  sort: col.int,
  content: col.text,
  file_id: col.textOrNull,
  file_name: col.text,
  file_size: col.int,
  video_id: col.textOrNull,
  link_url: col.text,
  duration_seconds: col.int,
};

/** The editor's course: the row, its audiences and its chapters in order. */
export async function getAdminCourse(db: DbOrTx, actor: Actor, scope: DataScope, courseId: number) {
  const row = await queryRow(
    db,
    sql`select ${adminCourseColumns} from courses c ${adminCourseJoins}
      where c.tenant_id = ${actor.tenantId} and c.id = ${courseId} and c.deleted_at is null
        and ${courseInScope(actor.tenantId, scope)}`,
    adminCourseShape,
  );
  const course = requireInScope(row);
  const [audiences, chapters] = await Promise.all([
    queryRows(
      db,
      sql`select au.target_type, au.target_id, ${targetName('au')} as name from course_audiences au
        where au.tenant_id = ${actor.tenantId} and au.course_id = ${courseId} order by au.target_type, au.target_id`,
      { target_type: col.text, target_id: col.int, name: col.text },
    ),
    queryRows(
      db,
      sql`select id, name, type, sort, content, file_id, file_name, file_size::int as file_size, video_id,
          link_url, duration_seconds from course_chapters
        where tenant_id = ${actor.tenantId} and course_id = ${courseId} order by sort, id`,
      chapterShape,
    ),
  ]);
  return { course, audiences, chapters };
}
export type AdminCourse = Awaited<ReturnType<typeof getAdminCourse>>;

/** The references a course names must be of this tenant (and the category visible and enabled). */
async function checkReferences(tx: DbOrTx, actor: Actor, scope: DataScope, input: TCourseAdd) {
  const category = await queryRow(
    tx,
    sql`select cc.enabled from course_categories cc where cc.id = ${input.categoryId} and ${categoryVisibleTo(actor, scope)}`,
    { enabled: col.bool },
  );
  if (!category) throw new AppError('COURSE_REF_MISSING', { params: { field: 'categoryId' } });
  if (!category.enabled) throw new AppError('COURSE_CATEGORY_DISABLED');
  const refs = await queryRow(
    tx,
    sql`select
        ${input.lecturerId ?? null}::int is null or exists (select 1 from users where tenant_id = ${actor.tenantId}
          and id = ${input.lecturerId ?? null}) as lecturer,
        ${input.knowledgeSystemId ?? null}::int is null or exists (select 1 from knowledge_systems
          where tenant_id = ${actor.tenantId} and id = ${input.knowledgeSystemId ?? null}) as knowledge`,
    { lecturer: col.bool, knowledge: col.bool },
  );
  if (!refs?.lecturer) throw new AppError('COURSE_REF_MISSING', { params: { field: 'lecturerId' } });
  if (!refs.knowledge) throw new AppError('COURSE_REF_MISSING', { params: { field: 'knowledgeSystemId' } });
  await checkTargets(tx, actor.tenantId, input.audiences, 'audiences');
}

/** Every target names a user, org unit or position of this tenant. */
export async function checkTargets(tx: DbOrTx, tenantId: string, targets: TTarget[], field: string) {
  for (const [index, target] of targets.entries()) {
    const table = {
      user: sql`users`,
      org: sql`organisations`,
      position: sql`positions`,
      group: sql`user_groups`,
    }[target.type];
    const found = await queryRow(
      tx,
      sql`select 1 as one from ${table} where tenant_id = ${tenantId} and id = ${target.id}`,
      {
        one: col.int,
      },
    );
    if (!found) throw new AppError('COURSE_REF_MISSING', { params: { field: `${field}.${index}.id` } });
  }
}

async function checkCourseNo(
  tx: DbOrTx,
  tenantId: string,
  courseNo: string | undefined,
  courseId: number | null,
) {
  if (!courseNo) return;
  if (await isCourseNoTaken(tx, tenantId, courseNo, courseId)) throw new AppError('COURSE_NO_TAKEN');
}

function columnsOf(input: TCourseAdd) {
  return {
    name: input.name,
    courseNo: input.courseNo ?? null,
    categoryId: input.categoryId,
    lecturerId: input.lecturerId ?? null,
    knowledgeSystemId: input.knowledgeSystemId ?? null,
    coverUrl: input.coverUrl ?? '',
    introduction: sanitizeRichText(input.introduction ?? ''),
    creditHours: input.creditHours,
    points: input.points,
    audience: input.audience,
    updatedAt: new Date(),
  };
}

async function writeAudiences(tx: DbOrTx, tenantId: string, courseId: number, input: TCourseAdd) {
  await tx
    .delete(courseAudiences)
    .where(and(eq(courseAudiences.tenantId, tenantId), eq(courseAudiences.courseId, courseId)));
  const unique = new Map(input.audiences.map((t) => [`${t.type}:${t.id}`, t]));
  if (input.audience === 'limited' && unique.size > 0) {
    await tx
      .insert(courseAudiences)
      .values([...unique.values()].map((t) => ({ tenantId, courseId, targetType: t.type, targetId: t.id })));
  }
}

function publishState(input: TCourseAdd, chapterCount: number, publishedAt: Date | null) {
  if (input.status !== CourseSaveMode.publish) return {};
  if (chapterCount === 0) throw new AppError('COURSE_NO_CHAPTERS');
  return { onShelf: true, publishedAt: publishedAt ?? new Date() };
}

export async function addCourse(db: DbOrTx, actor: Actor, scope: DataScope, input: TCourseAdd) {
  return db.transaction(async (tx) => {
    await checkReferences(tx, actor, scope, input);
    await checkCourseNo(tx, actor.tenantId, input.courseNo, null);
    const [row] = await tx
      .insert(courses)
      .values({ tenantId: actor.tenantId, ...columnsOf(input), createdBy: actor.userId, onShelf: false })
      .returning({ id: courses.id });
    if (!row) throw new AppError('INTERNAL');
    await writeAudiences(tx, actor.tenantId, row.id, input);
    await replaceChapters(tx, actor, row.id, input.chapters);
    const publish = publishState(input, input.chapters.length, null);
    if (publish.onShelf) await tx.update(courses).set(publish).where(eq(courses.id, row.id));
    await indexSearchDocument(tx, courseSearchDoc(actor.tenantId, row.id, input));
    await recordAudit(tx, actor, {
      module: 'course',
      action: 'create',
      entityType: 'course',
      entityId: row.id,
      after: input,
    });
    return row;
  });
}

export async function editCourse(db: DbOrTx, actor: Actor, scope: DataScope, input: TCourseEdit) {
  await db.transaction(async (tx) => {
    await requireOwnCourse(tx, actor, input.courseId, scope);
    const [before] = await tx.select().from(courses).where(eq(courses.id, input.courseId)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    await checkReferences(tx, actor, scope, input);
    await checkCourseNo(tx, actor.tenantId, input.courseNo, input.courseId);
    await tx.update(courses).set(columnsOf(input)).where(eq(courses.id, input.courseId));
    await writeAudiences(tx, actor.tenantId, input.courseId, input);
    await replaceChapters(tx, actor, input.courseId, input.chapters);
    const publish = publishState(input, input.chapters.length, before.publishedAt);
    if (publish.onShelf) await tx.update(courses).set(publish).where(eq(courses.id, input.courseId));
    await indexSearchDocument(tx, courseSearchDoc(actor.tenantId, input.courseId, input));
    await recordAudit(tx, actor, {
      module: 'course',
      action: 'update',
      entityType: 'course',
      entityId: input.courseId,
      before,
      after: input,
    });
  });
}

/** A draft copy ('… (copy)') with the same chapters, category, lecturer and audiences; no learners. */
export async function copyCourse(db: DbOrTx, actor: Actor, scope: DataScope, courseId: number) {
  return db.transaction(async (tx) => {
    await requireOwnCourse(tx, actor, courseId, scope);
    const [source] = await tx.select().from(courses).where(eq(courses.id, courseId));
    if (!source) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .insert(courses)
      .values({
        tenantId: actor.tenantId,
        name: `${source.name} (copy)`.slice(0, 60),
        coverUrl: source.coverUrl,
        lecturerId: source.lecturerId,
        knowledgeSystemId: source.knowledgeSystemId,
        categoryId: source.categoryId,
        introduction: source.introduction,
        creditHours: source.creditHours,
        points: source.points,
        audience: source.audience,
        createdBy: actor.userId,
        onShelf: false,
      })
      .returning({ id: courses.id });
    if (!row) throw new AppError('INTERNAL');
    await copyChapters(tx, actor.tenantId, courseId, row.id);
    await indexSearchDocument(
      tx,
      courseSearchDoc(actor.tenantId, row.id, { ...source, name: `${source.name} (copy)`.slice(0, 60) }),
    );
    await tx.execute(sql`insert into course_audiences (tenant_id, course_id, target_type, target_id)
      select tenant_id, ${row.id}, target_type, target_id from course_audiences
      where tenant_id = ${actor.tenantId} and course_id = ${courseId}`);
    await recordAudit(tx, actor, {
      module: 'course',
      action: 'copy',
      entityType: 'course',
      entityId: row.id,
      after: { from: courseId },
    });
    return row;
  });
}

export async function sortChapters(db: DbOrTx, actor: Actor, scope: DataScope, input: TChapterSort) {
  await db.transaction(async (tx) => {
    await requireOwnCourse(tx, actor, input.courseId, scope);
    await reorderChapters(tx, actor.tenantId, input.courseId, input.ids);
    await recordAudit(tx, actor, {
      module: 'course',
      action: 'sort',
      entityType: 'courseChapters',
      entityId: input.courseId,
      after: input.ids,
    });
  });
}
