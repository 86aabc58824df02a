// Replies of the learner site's lecturer pages: a lecturer card and a taught course, with the field names
// the original client reads.
import type { TLecturerCard, TLecturerCourse } from '@elearning/shared';
import type { CardRow } from '../course/queries.ts';
import type { LecturerFacts } from './lecturer-page-service.ts';

/** A lecturer whose courses average at least this many stars carries the 推荐讲师 tag. */
const RECOMMENDED_SCORE = 4.5;

export function presentLecturer(facts: LecturerFacts): TLecturerCard {
  return {
    idStr: String(facts.id),
    userId: facts.id,
    teacherName: facts.name,
    fileUrl: facts.avatar_url,
    isRecommend: facts.score >= RECOMMENDED_SCORE,
    teacherLevel: facts.level,
    teacherType: facts.kind === 'external' ? 'external' : 'internal',
    categoryName: facts.category_name,
    courseQty: facts.courseQty,
    studyNums: facts.studyNums,
    teacherScore: facts.score,
    introduction: facts.intro,
    skilledFields: [],
  };
}

export function presentLecturerCourse(row: CardRow): TLecturerCourse {
  const score = row.rating_count > 0 ? Math.round((row.rating_sum / row.rating_count) * 10) / 10 : 0;
  return {
    id: row.id,
    courseName: row.name,
    coverUrl: row.cover_url,
    teacherName: row.teacher_name,
    studyNums: row.study_num,
    score,
    tags: row.knowledge_system_name ? [row.knowledge_system_name] : [],
    jumpType: 1,
  };
}
