// Grades in the back office (original `achievement/*`, `examniee/*`): the examinees' best online results,
// publishing them (exams whose grades wait for an administrator), offline grades typed in or imported by
// phone number, the `exam.passed` event that grants an exam's certificate, and the exam report.
import { ExamPassState, examEvents, type TOfflineGrade, type TOfflineGradeImport } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { examOfflineGrades } from '../../db/schema/index.ts';
import { scopedExam } from './admin-arrange-service.ts';
import { arrangedUserIds, found } from './policy.ts';
import { gradeRowShape } from './queries.ts';

/** Records that a learner passed an exam (once per exam and learner), naming its certificate if any. */
export async function emitExamPassed(
  tx: DbOrTx,
  passed: {
    exam: { id: number; tenantId: string; certificateId: number | null };
    userId: number;
    score: number;
  },
) {
  await emitDomainEvent(tx, {
    tenantId: passed.exam.tenantId,
    type: examEvents.passed,
    userId: passed.userId,
    subjectType: 'exam',
    subjectId: passed.exam.id,
    dedupeKey: `${examEvents.passed}:${passed.exam.id}:${passed.userId}`,
    data: { examId: passed.exam.id, score: passed.score, certificateId: passed.exam.certificateId },
  });
}

const userName = sql`coalesce(nullif(u.real_name, ''), u.name)`;
const orgName = sql`coalesce((SELECT o.name FROM organisations o WHERE o.id = u.org_id), '')`;

/** `examniee/achievement`: each examinee's best online result of the exam. */
export async function examineeGrades(
  db: DbOrTx,
  actor: Actor,
  query: { examId: number; pageNo: number; pageSize: number; search?: string },
) {
  await scopedExam(db, actor, query.examId);
  const { limit, offset } = pageWindow(query);
  const search = query.search ? sql`AND ${userName} ILIKE ${`%${query.search}%`}` : sql``;
  const rows = await queryRows(
    db,
    sql`SELECT * , (count(*) over ())::int AS total_num FROM (
        SELECT DISTINCT ON (r.user_id) r.id, r.user_id, ${userName} AS user_name, ${orgName} AS org_name,
          r.score, r.is_pass, r.marking_state, r.published_at IS NOT NULL AS published, '' AS remark
        FROM exam_results r JOIN users u ON u.id = r.user_id
        WHERE r.tenant_id = ${actor.tenantId} AND r.exam_id = ${query.examId} ${search}
        ORDER BY r.user_id, r.score DESC, r.id) best
      ORDER BY user_id LIMIT ${limit} OFFSET ${offset}`,
    { ...gradeRowShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** `achievement/publish`: publishes the scored results (all, or those named) and the offline grades. */
export async function publishGrades(db: Db, actor: Actor, input: { examId: number; ids: number[] }) {
  return db.transaction(async (tx) => {
    await scopedExam(tx, actor, input.examId);
    const named =
      input.ids.length > 0
        ? sql`AND id IN (${sql.join(
            input.ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``;
    const online = await runStatement(
      tx,
      sql`UPDATE exam_results SET published_at = now() WHERE tenant_id = ${actor.tenantId} AND exam_id = ${input.examId}
        AND published_at IS NULL AND marking_state = 'done' ${named}`,
    );
    const offline = await runStatement(
      tx,
      sql`UPDATE exam_offline_grades SET published_at = now() WHERE tenant_id = ${actor.tenantId}
        AND exam_id = ${input.examId} AND published_at IS NULL ${named}`,
    );
    await recordAudit(tx, actor, {
      module: 'exam',
      action: 'publish',
      entityType: 'examGrades',
      entityId: input.examId,
      after: { ids: input.ids, online, offline },
    });
    return { published: online + offline };
  });
}

/** `offlineAchievement/list`: every examinee of an offline exam with the grade recorded for them. */
export async function offlineGrades(
  db: DbOrTx,
  actor: Actor,
  query: { examId: number; pageNo: number; pageSize: number },
) {
  await scopedExam(db, actor, query.examId);
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`SELECT coalesce(g.id, 0) AS id, u.id AS user_id, ${userName} AS user_name, ${orgName} AS org_name,
        g.score, g.is_pass, NULL::text AS marking_state, g.published_at IS NOT NULL AS published,
        coalesce(g.remark, '') AS remark, coalesce(u.phone, '') AS phone, (count(*) over ())::int AS total_num
      FROM users u LEFT JOIN exam_offline_grades g ON g.exam_id = ${query.examId} AND g.user_id = u.id
      WHERE u.tenant_id = ${actor.tenantId} AND u.id IN ${arrangedUserIds(actor.tenantId, sql`${query.examId}::int`)}
      ORDER BY u.id LIMIT ${limit} OFFSET ${offset}`,
    { ...gradeRowShape, phone: col.text, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

async function writeOfflineGrade(
  tx: DbOrTx,
  actor: Actor,
  exam: { id: number; tenantId: string; passScore: number; certificateId: number | null },
  grade: { userId: number; score: number; remark: string },
) {
  const isPass = grade.score >= exam.passScore ? ExamPassState.passed : ExamPassState.notPassed;
  const [row] = await tx
    .insert(examOfflineGrades)
    .values({ tenantId: actor.tenantId, examId: exam.id, ...grade, isPass, updatedBy: actor.userId })
    .onConflictDoUpdate({
      target: [examOfflineGrades.examId, examOfflineGrades.userId],
      set: {
        score: grade.score,
        remark: grade.remark,
        isPass,
        updatedBy: actor.userId,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (isPass === ExamPassState.passed)
    await emitExamPassed(tx, { exam, userId: grade.userId, score: grade.score });
  return found(row);
}

async function offlineExam(tx: DbOrTx, actor: Actor, examId: number) {
  const { exam } = await scopedExam(tx, actor, examId);
  if (exam.pattern !== 'offline') throw new AppError('EXAM_NOT_OFFLINE');
  return exam;
}

/** Arranged examinees of the exam among `where` (users alias `u`), keyed by id and phone. */
async function arrangedAmong(tx: DbOrTx, actor: Actor, examId: number, where: ReturnType<typeof sql>) {
  return queryRows(
    tx,
    sql`SELECT u.id, coalesce(u.phone, '') AS phone FROM users u WHERE u.tenant_id = ${actor.tenantId} AND ${where}
      AND u.id IN ${arrangedUserIds(actor.tenantId, sql`${examId}::int`)}`,
    { id: col.int, phone: col.text },
  );
}

/** `offlineAchievement/update`: one examinee's offline grade. */
export async function saveOfflineGrade(db: Db, actor: Actor, input: TOfflineGrade) {
  return db.transaction(async (tx) => {
    const exam = await offlineExam(tx, actor, input.examId);
    const who =
      input.userId !== undefined ? sql`u.id = ${input.userId}` : sql`u.phone = ${input.phone ?? ''}`;
    const [user] = await arrangedAmong(tx, actor, exam.id, who);
    if (!user)
      throw new AppError('EXAM_EXAMINEE_UNKNOWN', { params: { who: String(input.userId ?? input.phone) } });
    const row = await writeOfflineGrade(tx, actor, exam, {
      userId: user.id,
      score: input.score,
      remark: input.remark,
    });
    await recordAudit(tx, actor, {
      module: 'exam',
      action: 'grade',
      entityType: 'examOfflineGrade',
      entityId: row.id,
      after: row,
    });
    return row;
  });
}

/** `offlineAchievement/import`: grades by phone; unknown examinees come back as errors, the rest are saved. */
export async function importOfflineGrades(db: Db, actor: Actor, input: TOfflineGradeImport) {
  return db.transaction(async (tx) => {
    const exam = await offlineExam(tx, actor, input.examId);
    const phones = [...new Set(input.rows.map((row) => row.phone))];
    const known = await arrangedAmong(
      tx,
      actor,
      exam.id,
      sql`u.phone IN (${sql.join(
        phones.map((p) => sql`${p}`),
        sql`, `,
      )})`,
    );
    const byPhone = new Map(known.map((user) => [user.phone, user.id]));
    const errors: { row: number; reason: string }[] = [];
    let imported = 0;
    for (const [index, row] of input.rows.entries()) {
      const userId = byPhone.get(row.phone);
      if (userId === undefined) {
        errors.push({ row: index + 1, reason: row.phone });
        continue;
      }
      await writeOfflineGrade(tx, actor, exam, { userId, score: row.score, remark: row.remark ?? '' });
      imported += 1;
    }
    await recordAudit(tx, actor, {
      module: 'exam',
      action: 'import',
      entityType: 'examOfflineGrade',
      entityId: exam.id,
      after: { imported, errors: errors.length },
    });
    return { total: input.rows.length, imported, errors };
  });
}

/** Score bands of each examinee's best result (percent of the total score, ten bands). */
export async function scoreDistribution(db: DbOrTx, actor: Actor, examId: number) {
  const { exam } = await scopedExam(db, actor, examId);
  const total = exam.totalScore > 0 ? exam.totalScore : 100;
  const rows = await queryRows(
    db,
    sql`SELECT least(floor(best * 10 / ${total}), 9)::int AS band, count(*)::int AS n FROM (
        SELECT max(score) AS best FROM exam_results WHERE tenant_id = ${actor.tenantId} AND exam_id = ${examId}
          AND marking_state = 'done' GROUP BY user_id
        UNION ALL SELECT score FROM exam_offline_grades WHERE tenant_id = ${actor.tenantId} AND exam_id = ${examId}) s
      GROUP BY 1 ORDER BY 1`,
    { band: col.int, n: col.int },
  );
  const counts = new Map(rows.map((row) => [row.band, row.n]));
  return Array.from({ length: 10 }, (_, band) => ({
    band: `${band * 10}-${band === 9 ? 100 : band * 10 + 10}%`,
    count: counts.get(band) ?? 0,
  }));
}

/** The pass score and total of an exam (`examniee/exam/paper/info`). */
export async function gradeInfo(db: DbOrTx, actor: Actor, examId: number) {
  const { exam } = await scopedExam(db, actor, examId);
  const offline = await queryRow(
    db,
    sql`SELECT count(*)::int AS n FROM exam_offline_grades WHERE tenant_id = ${actor.tenantId} AND exam_id = ${examId}`,
    { n: col.int },
  );
  return { exam, offlineNum: offline?.n ?? 0 };
}
