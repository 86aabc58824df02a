// The checks a learning way makes before it opens its course or exam (the original client's getSimpleCourse
// and examById): is it still there for me, stopped, or over. Both ask the owning module's own services, so
// its visibility rules decide; a course or exam I may not see is a 404 like any other.
import type { Actor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireVisibleCourse } from '../course/course-service.ts';
import { examInfo } from '../exam/info-service.ts';

export async function simpleCourse(db: DbOrTx, actor: Actor, courseId: number) {
  const course = await requireVisibleCourse(db, actor, courseId);
  return {
    id: course.card.id,
    name: course.card.name,
    coverUrl: course.card.cover_url,
    onShelf: course.onShelf,
  };
}

export async function examBrief(db: DbOrTx, actor: Actor, examId: number, now: Date) {
  const info = await examInfo(db, { learner: actor, examId, now });
  const lastEnd = Math.max(...info.batches.map((batch) => batch.endAt.getTime()));
  return {
    id: info.exam.id,
    name: info.exam.name,
    expired: info.batches.length > 0 && lastEnd < now.getTime(),
  };
}
