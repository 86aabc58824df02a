// The home page's pending tasks (queryMyMission): the learner's open exams (not taken yet, or not started)
// and open, unfinished required courses, built from My Task's and the exam domain's own services so the
// rules of "arranged to me" and "open" are written once, in those domains.
import { ExamStatusFilter, PAGE_SIZE_MAX, ZExamListQuerySchema } from '@elearning/shared';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { listExams } from '../exam/list-service.ts';
import { listMyRequiredCourses } from '../my-task/list-service.ts';

export type Mission =
  | { kind: 'exam'; id: number; name: string; examType: string; startTime: number; endTime: number }
  | {
      kind: 'course';
      id: number;
      name: string;
      lecturer: string;
      startTime: number | null;
      endTime: number | null;
    };

/** Every pending task of the learner: exams first (the ones open now, then the ones to come), then courses. */
export async function listMyMissions(db: Db, actor: Actor, now: Date): Promise<Mission[]> {
  const examsWith = (status: number) =>
    listExams(db, {
      tenantId: actor.tenantId,
      learner: actor,
      query: ZExamListQuerySchema.parse({ status, pageSize: PAGE_SIZE_MAX }),
      now,
    });
  // One after the other: each exam call first closes the learner's overdue attempts in a transaction.
  const open = await examsWith(ExamStatusFilter.notTaken);
  const upcoming = await examsWith(ExamStatusFilter.notStarted);
  const courses = await listMyRequiredCourses(db, actor, {
    pageNo: 1,
    pageSize: PAGE_SIZE_MAX,
    todoOnly: true,
  });
  const exams: Mission[] = [...open.rows, ...upcoming.rows].map((row) => ({
    kind: 'exam',
    id: row.exam_id,
    name: row.exam_name,
    examType: row.exam_type,
    startTime: row.begin_at.getTime(),
    endTime: row.end_at.getTime(),
  }));
  const required: Mission[] = courses.rows.map((row) => ({
    kind: 'course',
    id: row.id,
    name: row.name,
    lecturer: row.teacher_name,
    startTime: row.start_time,
    endTime: row.end_time,
  }));
  return [...exams, ...required];
}
