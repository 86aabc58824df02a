// Weighted assessment (issue 11 §1): attendance (offline sessions signed in; a session excused by an approved
// leave counts neither way), online courses (linked courses completed), exams and homework passed (as their
// domains reported through exam.passed / homework.passed into training_results; 100 while the training has
// none), and the lecturer's score; the total against the training's pass line.
import { ASSESSMENT_PARTS, type AssessmentWeights, DEFAULT_WEIGHTS } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';

const partsShape = {
  user_id: col.int,
  offline_total: col.int,
  offline_signed: col.int,
  course_total: col.int,
  course_done: col.int,
  course_progress: col.int,
  offline_excused: col.int,
  exam_total: col.int,
  exam_passed: col.int,
  homework_total: col.int,
  homework_passed: col.int,
  lecturer_score: col.intOrNull,
};

export type Assessment = {
  userId: number;
  parts: AssessmentWeights;
  weights: AssessmentWeights;
  total: number;
  passScore: number;
  passed: boolean;
  signedNum: number;
  sessionNum: number;
  /** Offline sessions excused by an approved leave. */
  excusedNum: number;
  onlineProgress: number;
  lecturerScore: number | null;
};

export function weightsOf(raw: Record<string, number>): AssessmentWeights {
  const weights = { ...DEFAULT_WEIGHTS };
  for (const part of ASSESSMENT_PARTS) if (typeof raw[part] === 'number') weights[part] = raw[part];
  return weights;
}

/** SQL: how many of the training's items of `kind` the trainee passed, by the results their domain reported. */
const passedOf = (kind: 'exam' | 'homework', subject: SQL) =>
  sql`(select count(*) from training_sessions s join training_results r on r.tenant_id = s.tenant_id and r.kind = ${kind}
    and r.subject_id = ${subject} and r.user_id = tt.user_id
    where s.training_id = tt.training_id and s.kind = ${kind})::int`;

const pct = (done: number, total: number) => (total === 0 ? 100 : Math.round((100 * done) / total));

/** Assessments of the given trainees (all accepted trainees when `userIds` is omitted). */
export async function assess(
  db: DbOrTx,
  training: { id: number; tenant_id: string; weights: Record<string, number>; pass_score: number },
  userIds?: number[],
): Promise<Assessment[]> {
  const only = userIds
    ? sql`and tt.user_id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await queryRows(
    db,
    sql`select tt.user_id,
        (select count(*) from training_sessions s where s.training_id = tt.training_id and s.kind = 'offline' and s.stopped_at is null)::int as offline_total,
        (select count(*) from training_sign_ins si join training_sessions s on s.id = si.session_id
          where si.training_id = tt.training_id and si.user_id = tt.user_id and s.stopped_at is null)::int as offline_signed,
        (select count(*) from training_sessions s where s.training_id = tt.training_id and s.kind = 'course')::int as course_total,
        (select count(*) from training_sessions s join course_study_records r on r.course_id = s.course_id and r.user_id = tt.user_id
          where s.training_id = tt.training_id and s.kind = 'course' and r.completed_at is not null)::int as course_done,
        coalesce((select avg(r.progress) from training_sessions s join course_study_records r on r.course_id = s.course_id and r.user_id = tt.user_id
          where s.training_id = tt.training_id and s.kind = 'course'), 0)::int as course_progress,
        (select count(*) from training_sessions s where s.training_id = tt.training_id and s.kind = 'offline' and s.stopped_at is null
          and not exists (select 1 from training_sign_ins si where si.session_id = s.id and si.user_id = tt.user_id)
          and exists (select 1 from training_leaves l where l.training_id = tt.training_id and l.user_id = tt.user_id
            and l.state = 'approved' and (l.session_id is null or l.session_id = s.id)))::int as offline_excused,
        (select count(*) from training_sessions s where s.training_id = tt.training_id and s.kind = 'exam')::int as exam_total,
        ${passedOf('exam', sql`s.exam_id`)} as exam_passed,
        (select count(*) from training_sessions s where s.training_id = tt.training_id and s.kind = 'homework')::int as homework_total,
        ${passedOf('homework', sql`s.homework_id`)} as homework_passed,
        tt.lecturer_score
      from training_trainees tt
      where tt.tenant_id = ${training.tenant_id} and tt.training_id = ${training.id} and tt.state = 'signed_up' ${only}
      order by tt.user_id`,
    partsShape,
  );
  const weights = weightsOf(training.weights);
  return rows.map((row) => {
    const parts: AssessmentWeights = {
      attendance: pct(row.offline_signed, row.offline_total - row.offline_excused),
      course: pct(row.course_done, row.course_total),
      exam: pct(row.exam_passed, row.exam_total),
      homework: pct(row.homework_passed, row.homework_total),
      lecturer: row.lecturer_score ?? (weights.lecturer === 0 ? 100 : 0),
    };
    const total = Math.round(
      ASSESSMENT_PARTS.reduce((sum, part) => sum + parts[part] * weights[part], 0) / 100,
    );
    return {
      userId: row.user_id,
      parts,
      weights,
      total,
      passScore: training.pass_score,
      passed: total >= training.pass_score,
      signedNum: row.offline_signed,
      sessionNum: row.offline_total,
      excusedNum: row.offline_excused,
      onlineProgress: row.course_total === 0 ? 100 : row.course_progress,
      lecturerScore: row.lecturer_score,
    };
  });
}
