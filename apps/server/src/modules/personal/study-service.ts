// My study lists of the personal centre (我的档案, 我的笔记, 我的文件): each one is another domain's data,
// read through that domain's exported service — the courses on my study list (My Task's), my exams (the
// exam module's list), the courses I noted (course) and my uploads (file). Nothing here reads their tables.
import type { TExamListQuery, TPageQuery } from '@elearning/shared';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { listNoteCourses } from '../course/note-course-service.ts';
import { listExams } from '../exam/list-service.ts';
import { listOwnFiles } from '../file/owner-service.ts';
import { listMyCourses } from '../my-task/list-service.ts';

export function myCourses(db: Db, actor: Actor, paging: TPageQuery) {
  return listMyCourses(db, actor, paging);
}

export function myExams(db: Db, actor: Actor, query: TExamListQuery, now: Date) {
  return listExams(db, { tenantId: actor.tenantId, learner: actor, query, now });
}

export function myNoteCourses(db: Db, actor: Actor, paging: TPageQuery) {
  return listNoteCourses(db, actor, paging);
}

export function myFiles(db: Db, actor: Actor, paging: TPageQuery) {
  return listOwnFiles(db, actor, paging);
}
