// Demo homework, authored through the homework service: course and training assignments reviewed by the
// demo lecturer and handed to the whole organisation (one overdue). Idempotent: a tenant with any
// assignment is left as it is. The sources are linked by id only; the names are copied when authored.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { col, queryRow, queryRows } from '../db/rows.ts';
import { homeworkAssignments } from '../db/schema/index.ts';
import { saveAssignment } from '../modules/homework/authoring-service.ts';
import { seedActorOf } from './questionnaire-seed.ts';

const DAY = 86_400_000;

export async function seedHomework(db: Db, options: { tenantId: string; lang: string }) {
  const [any] = await db
    .select({ id: homeworkAssignments.id })
    .from(homeworkAssignments)
    .where(eq(homeworkAssignments.tenantId, options.tenantId))
    .limit(1);
  if (any) return;
  const lecturer = await seedActorOf(db, options.tenantId, 'lecturer');
  if (!lecturer) return;
  const zh = options.lang !== 'en';
  const root = await queryRow(
    db,
    sql`select id from organisations where tenant_id = ${options.tenantId} and parent_id is null order by id limit 1`,
    { id: col.int },
  );
  const targets = [
    root ? { targetType: 'org' as const, targetId: root.id } : { targetType: 'all' as const, targetId: 0 },
  ];
  // The demo courses (the course domain's seed ran first): their ids and names, read once for the links.
  const courses = await queryRows(
    db,
    sql`select id, name, coalesce(cover_url, '') as cover from courses where tenant_id = ${options.tenantId} order by id limit 2`,
    { id: col.int, name: col.text, cover: col.text },
  );
  const base = {
    allowedTypes: [],
    maxSizeMb: 50,
    passScore: 60,
    lecturerId: lecturer.userId,
    attachments: [],
    trainWay: 0,
    bizPicUrl: '',
    targets,
  };
  for (const [index, course] of courses.entries())
    await saveAssignment(db, lecturer, {
      ...base,
      source: 'course',
      bizId: course.id,
      bizName: course.name,
      bizPicUrl: course.cover,
      title: zh ? `《${course.name}》课后作业` : `${course.name}: homework`,
      instructions: zh
        ? '<p>结合本课程内容，写一篇不少于 500 字的学习总结，可附 PDF 或 Word 文档。</p>'
        : '<p>Write a 500-word summary of what you learned; attach a PDF or Word file if you like.</p>',
      dueTime: Date.now() + (index === 0 ? 14 : -1) * DAY,
    });
  await saveAssignment(db, lecturer, {
    ...base,
    source: 'train',
    bizId: 1,
    bizName: zh ? '新员工入职培训' : 'Onboarding training',
    trainWay: 2,
    title: zh ? '入职培训心得' : 'Onboarding reflection',
    instructions: zh ? '<p>请提交入职培训心得（PDF）。</p>' : '<p>Submit your reflection (PDF).</p>',
    allowedTypes: ['pdf'],
    dueTime: Date.now() + 7 * DAY,
  });
}
