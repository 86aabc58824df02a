// The learner site's lecturer pages (讲师风采): the tenant's lecturers from the org module's directory, with
// what the course module knows of each (courses on the shelf the caller can find, their learners and
// rating), sorted and paged here. A tenant has tens to hundreds of lecturers, so the directory is read whole
// and paged in memory: one directory read and one grouped course read per page, whatever the order.
import { CourseSort, LecturerSort, type TLecturerCourses, type TLecturerDirectory } from '@elearning/shared';
import type { Visitor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { lecturerTeachingStats, listForegroundCourses } from '../course/catalog-service.ts';
import { type LecturerDirectoryRow, listLecturerDirectory } from '../org/lecturer-directory-service.ts';
import { requireFound } from './policy.ts';

export type LecturerFacts = LecturerDirectoryRow & {
  courseQty: number;
  studyNums: number;
  /** Average rating of the lecturer's courses (0 when none is rated). */
  score: number;
};

async function withTeaching(db: DbOrTx, visitor: Visitor, rows: LecturerDirectoryRow[]) {
  const stats = await lecturerTeachingStats(
    db,
    visitor,
    rows.map((row) => row.id),
  );
  const byId = new Map(stats.map((stat) => [stat.lecturer_id, stat]));
  return rows.map((row): LecturerFacts => {
    const stat = byId.get(row.id);
    const score =
      stat && stat.rating_count > 0 ? Math.round((stat.rating_sum / stat.rating_count) * 10) / 10 : 0;
    return { ...row, courseQty: stat?.course_qty ?? 0, studyNums: stat?.study_nums ?? 0, score };
  });
}

const ORDER: Record<TLecturerDirectory['type'], (a: LecturerFacts, b: LecturerFacts) => number> = {
  [LecturerSort.recommended]: (a, b) => b.studyNums - a.studyNums || b.courseQty - a.courseQty || a.id - b.id,
  [LecturerSort.rating]: (a, b) => b.score - a.score || b.studyNums - a.studyNums || a.id - b.id,
  [LecturerSort.newest]: (a, b) => b.since.getTime() - a.since.getTime() || b.id - a.id,
};

/** A page of the tenant's lecturers in the asked order, with the total. */
export async function listLecturerPage(db: DbOrTx, visitor: Visitor, query: TLecturerDirectory) {
  const directory = await listLecturerDirectory(db, visitor.tenantId, { name: query.teacherName });
  const all = (await withTeaching(db, visitor, directory)).sort(ORDER[query.type]);
  const { limit, offset } = pageWindow(query);
  return { rows: all.slice(offset, offset + limit), totalNum: all.length };
}

/** One lecturer of the caller's tenant; anyone else (another tenant's, a disabled one, not a lecturer) is a 404. */
export async function getLecturer(db: DbOrTx, visitor: Visitor, userId: number) {
  const [row] = await listLecturerDirectory(db, visitor.tenantId, { userId });
  const [facts] = await withTeaching(db, visitor, [requireFound(row)]);
  return requireFound(facts);
}

/** The courses a lecturer teaches that the caller can find, newest first (授课记录). */
export async function listLecturerCourses(db: DbOrTx, visitor: Visitor, query: TLecturerCourses) {
  const [row] = await listLecturerDirectory(db, visitor.tenantId, { userId: query.userId });
  requireFound(row);
  return listForegroundCourses(db, visitor, {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    sort: CourseSort.newest,
    teacherId: query.userId,
  });
}
