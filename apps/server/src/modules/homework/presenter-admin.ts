// Back-office replies of the homework domain: the list row with its report, and one assignment as its
// editor loads it.
import type { THomeworkAdminRow, THomeworkEditable } from '@elearning/shared';
import { presentJob } from './presenter.ts';
import type { JobRow } from './queries.ts';

type ReportRow = JobRow & { reached: number; submitted: number; graded: number; passed: number };

export function presentAdminRow(row: ReportRow): THomeworkAdminRow {
  return {
    ...presentJob(row, null),
    reached: row.reached,
    submitted: row.submitted,
    graded: row.graded,
    passed: row.passed,
  };
}

export function presentEditable(row: JobRow & { targets: THomeworkEditable['targets'] }): THomeworkEditable {
  return {
    ...presentJob(row, null),
    bizPicUrl: row.biz_pic_url,
    trainWay: row.train_way,
    lecturerId: row.lecturer_id,
    targets: row.targets,
  };
}
