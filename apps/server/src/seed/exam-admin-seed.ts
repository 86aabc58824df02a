// The back office's demo exam content, made through the exam authoring services as the `backoffice`
// account would: a question category per category name of the seeded bank (the questions filed under it),
// a random paper drawing from it, and a draft exam arrangement for the first position (a draft, so the
// learners' demo exam lists stay as the exam seed made them). Idempotent: a tenant with question
// categories is left as it is.
import { QuestionType } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../db/rows.ts';
import { saveArrangement } from '../modules/exam/admin-arrange-service.ts';
import { saveCategory } from '../modules/exam/admin-category-service.ts';
import { savePaper } from '../modules/exam/admin-paper-service.ts';
import { seedActorOf } from './questionnaire-seed.ts';

const DAY_MS = 86_400_000;

export async function seedExamAdmin(db: Db, options: { tenantId: string }) {
  const { tenantId } = options;
  const existing = await queryRow(
    db,
    sql`select 1 as one from exam_categories where tenant_id = ${tenantId} and kind = 0 limit 1`,
    { one: col.int },
  );
  if (existing) return;
  const actor = await seedActorOf(db, tenantId, 'backoffice');
  if (!actor) return;
  const names = await queryRows(
    db,
    sql`select distinct category as name from exam_questions
      where tenant_id = ${tenantId} and category <> '' and category_id is null order by 1`,
    { name: col.text },
  );
  const categoryIds: number[] = [];
  for (const { name } of names) {
    const category = await saveCategory(db, actor, {
      type: 0,
      parentId: 0,
      name: name.slice(0, 32),
      sort: 0,
    });
    categoryIds.push(category.id);
    await runStatement(
      db,
      sql`update exam_questions set category_id = ${category.id}
        where tenant_id = ${tenantId} and category = ${name} and category_id is null`,
    );
  }
  const singles = await queryRow(
    db,
    sql`select count(*)::int as n from exam_questions where tenant_id = ${tenantId} and parent_id is null
      and deleted_at is null and type = ${QuestionType.single}`,
    { n: col.int },
  );
  const count = Math.min(5, singles?.n ?? 0);
  if (count === 0) return;
  const paper = await savePaper(db, actor, {
    name: tenantId === 'learn' ? '通用知识随机卷' : 'General knowledge (random)',
    type: 'random',
    remark: '',
    isShowScore: 1,
    shuffleOptions: 1,
    randomSettings: [
      { type: QuestionType.single, title: '单选题', categoryIds: [], questionNum: count, score: 20 },
    ],
    manualSettings: [],
  });
  const position = await queryRow(
    db,
    sql`select id from positions where tenant_id = ${tenantId} order by id limit 1`,
    { id: col.int },
  );
  const now = Date.now();
  await saveArrangement(db, actor, {
    examArrangeBasis: {
      examName: tenantId === 'learn' ? '岗位通用知识测验（草稿）' : 'Position quiz (draft)',
      testPaper: paper.paper.id,
      reviewer: [],
      examPattern: 'general',
      type: 1,
      answerMode: 1,
      reckonTimeValue: 30,
      questionTimeLimit: 0,
      joinNumValue: 2,
      closedBook: 0,
      earliestSubmit: 0,
      openResults: 1,
      answerVisibility: 'afterSubmit',
      passScore: 60,
      publishType: 'auto',
      roomName: '',
      roomAddr: '',
      description: '',
    },
    examineeBatchList: [
      {
        examTime: [now, now + 30 * DAY_MS],
        examineeIds: [],
        orgIds: [],
        positionIds: position ? [position.id] : [],
        groupIds: [],
      },
    ],
  });
}
