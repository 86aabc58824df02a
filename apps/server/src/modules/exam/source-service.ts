// Exams that belong to another domain's item (SPEC §3 exam query `liveId`: a live's exam). The owning
// domain (the live module) decides who may bind and whom the exam is for; this module writes its own tables:
// the exam's source and its arrangements, and reads the lecturer's figures of the bound exams.
import type { ExamArrangementTarget } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';
import { ownedExam } from './lecturer-service.ts';
import { lecturerExamShape, lecturerExamsSql, totalShape } from './queries.ts';

export type ExamSource = { type: 'live'; id: number; name: string };
export type ExamSourceTarget = { type: ExamArrangementTarget; id: number };

/** The exam as its owner sees it, with where it belongs now (NOT_FOUND, EXAM_NOT_OWNER otherwise). */
export async function ownedExamWithSource(db: DbOrTx, lecturer: Actor, examId: number) {
  const exam = await ownedExam(db, lecturer, examId);
  return {
    id: exam.id,
    name: exam.name,
    published: exam.published,
    sourceType: exam.sourceType,
    sourceId: exam.sourceId,
  };
}

/**
 * Makes the exam the source's exam and arranges it to `targets` too (arrangements already there stay).
 * Run it in the caller's transaction; repeating it changes nothing.
 */
export async function bindExamToSource(
  db: DbOrTx,
  tenantId: string,
  examId: number,
  source: ExamSource,
  targets: readonly ExamSourceTarget[],
): Promise<void> {
  await runStatement(
    db,
    sql`UPDATE exams SET source_type = ${source.type}, source_id = ${source.id}, source_name = ${source.name}
      WHERE tenant_id = ${tenantId} AND id = ${examId}`,
  );
  if (targets.length === 0) return;
  const values: SQL[] = targets.map(
    (target) => sql`(${tenantId}, ${examId}, ${target.type}, ${target.type === 'all' ? 0 : target.id})`,
  );
  await runStatement(
    db,
    sql`INSERT INTO exam_arrangements (tenant_id, exam_id, target_type, target_id)
      VALUES ${sql.join(values, sql`, `)} ON CONFLICT (exam_id, target_type, target_id) DO NOTHING`,
  );
}

/** The exams bound to a source, with the lecturer's figures (arranged, taken, passed, pending, average). */
export async function listSourceExams(
  db: DbOrTx,
  tenantId: string,
  source: Omit<ExamSource, 'name'>,
  page: { pageNo: number; pageSize: number },
) {
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows(
    db,
    sql`SELECT *, count(*) OVER ()::int AS total_num
      FROM (${lecturerExamsSql(tenantId, sql`e.source_type = ${source.type} AND e.source_id = ${source.id}`)}) x
      ORDER BY exam_id DESC LIMIT ${limit} OFFSET ${offset}`,
    { ...lecturerExamShape, ...totalShape },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export type SourceResultFilters = {
  /** SQL over the examinee `u` (users) the caller may see. */
  people: SQL;
  examName?: string | undefined;
  sourceName?: string | undefined;
  /** Submitted on or after / before the end of these days (YYYY-MM-DD). */
  from?: string | undefined;
  to?: string | undefined;
};

/** Per examinee and exam of a source type: best score, sittings, last sitting, passed (the live report). */
export async function listSourceResults(
  db: DbOrTx,
  tenantId: string,
  sourceType: ExamSource['type'],
  filters: SourceResultFilters,
  window: { limit: number; offset: number },
) {
  const where: SQL[] = [sql`e.tenant_id = ${tenantId}`, sql`e.source_type = ${sourceType}`, filters.people];
  if (filters.examName) where.push(sql`position(lower(${filters.examName}) in lower(e.name)) > 0`);
  if (filters.sourceName) where.push(sql`position(lower(${filters.sourceName}) in lower(e.source_name)) > 0`);
  if (filters.from) where.push(sql`r.submitted_at >= ${filters.from}::date`);
  if (filters.to) where.push(sql`r.submitted_at < ${filters.to}::date + 1`);
  const rows = await queryRows(
    db,
    sql`SELECT u.id AS user_id, coalesce(u.name, '') AS user_name, u.work_no, coalesce(o.name, '') AS org_name,
        coalesce(ps.name, '') AS position_name, e.id AS exam_id, e.name AS exam_name, e.source_id,
        e.source_name, e.time_limit_minutes, count(*)::int AS sittings, max(r.score) AS best_score,
        coalesce(bool_or(r.is_pass = 3), false) AS passed, max(r.submitted_at) AS last_at, count(*) OVER ()::int AS total_num
      FROM exam_results r JOIN exams e ON e.id = r.exam_id JOIN users u ON u.id = r.user_id
      LEFT JOIN organisations o ON o.id = u.org_id LEFT JOIN positions ps ON ps.id = u.position_id
      WHERE ${sql.join(where, sql` AND `)}
      GROUP BY u.id, o.name, ps.name, e.id
      ORDER BY max(r.submitted_at) DESC, u.id LIMIT ${window.limit} OFFSET ${window.offset}`,
    {
      user_id: col.int,
      user_name: col.text,
      work_no: col.text,
      org_name: col.text,
      position_name: col.text,
      exam_id: col.int,
      exam_name: col.text,
      source_id: col.intOrNull,
      source_name: col.text,
      time_limit_minutes: col.int,
      sittings: col.int,
      best_score: col.num,
      passed: col.bool,
      last_at: col.date,
      total_num: col.int,
    },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** The lecturer's own published exams that may be bound to the source: free ones and its own already. */
export async function bindableExams(db: DbOrTx, lecturer: Actor, source: Omit<ExamSource, 'name'>) {
  return queryRows(
    db,
    sql`SELECT e.id AS exam_id, e.name AS exam_name, (e.source_type = ${source.type} AND e.source_id = ${source.id}) AS bound
      FROM exams e WHERE e.tenant_id = ${lecturer.tenantId} AND e.owner_id = ${lecturer.userId} AND e.published
        AND (e.source_type = 'center' OR (e.source_type = ${source.type} AND e.source_id = ${source.id}))
      ORDER BY e.id DESC LIMIT 200`,
    { exam_id: col.int, exam_name: col.text, bound: col.bool },
  );
}
