// The lecturer's course tab (SPEC §7 Lecturer "Course"): lecturer identity only (`lecturerOnly`, enforced
// by the auth hook), and only the lecturer's own courses (policy, in the service).
import {
  COURSE_RULES,
  ShelfState,
  type TCourseCard,
  ZCourseFeelListSchema,
  ZCourseRefSchema,
  ZCourseStudyListSchema,
  ZLecturerCourseListSchema,
  ZPutawaySchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import {
  allCourseLearners,
  checkCanDelete,
  deleteCourse,
  listCourseLearners,
  listLearnerExperiences,
  listLecturerCourses,
  setOnShelf,
} from './lecturer-service.ts';
import { learnerOf } from './policy.ts';
import { page, presentCard, presentExperience } from './presenter.ts';
import { presentStudyRow } from './record-presenter.ts';
import { COURSE_BASE } from './routes-pages.ts';
import { exportFileName, studyListWorkbook } from './study-list-export.ts';

export async function courseLecturerRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const lecturer = { config: { auth: 'required', lecturerOnly: true } } as const;

  app.get('/api/manage/v1/web/teacher/getLearningCourseList', lecturer, async (request) => {
    const query = parseInput(ZLecturerCourseListSchema, request.query, request);
    const { rows, totalNum } = await listLecturerCourses(db, learnerOf(request), query);
    const data = rows.map((row) => ({
      ...presentCard(row),
      isPutaway: row.on_shelf ? ShelfState.on : ShelfState.off,
      createTime: Math.round(row.created_at),
    }));
    return ok(
      request,
      page<TCourseCard & { isPutaway: number; createTime: number }>(data, totalNum, query.pageSize),
    );
  });

  app.get(`${COURSE_BASE}/getStudyList`, lecturer, async (request) => {
    const query = parseInput(ZCourseStudyListSchema, request.query, request);
    const { rows, totalNum } = await listCourseLearners(db, learnerOf(request), query);
    return ok(request, page(rows.map(presentStudyRow), totalNum, query.pageSize));
  });

  app.get(`${COURSE_BASE}/exportStudyList`, lecturer, async (request, reply) => {
    const query = parseInput(ZCourseStudyListSchema, request.query, request);
    const { course, rows } = await allCourseLearners(
      db,
      learnerOf(request),
      query,
      COURSE_RULES.exportRowsMax,
    );
    const workbook = await studyListWorkbook(course.name, rows, request.lang);
    const name = exportFileName(course.name, request.lang);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${name.ascii}"; filename*=UTF-8''${name.utf8}`)
      .header('cache-control', 'no-store')
      .send(workbook);
  });

  app.get(`${COURSE_BASE}/courseFeelListByUserId`, lecturer, async (request) => {
    const query = parseInput(ZCourseFeelListSchema, request.query, request);
    const learner = learnerOf(request);
    const { rows, totalNum } = await listLearnerExperiences(db, learner, query);
    return ok(
      request,
      page(
        rows.map((row) => presentExperience(row, learner.userId)),
        totalNum,
        query.pageSize,
      ),
    );
  });

  app.put(`${COURSE_BASE}/putawayOperate`, lecturer, async (request) => {
    const { courseId, status } = parseInput(ZPutawaySchema, queryAndBody(request), request);
    await setOnShelf(db, learnerOf(request), courseId, status === ShelfState.on);
    return ok(request, { isPutaway: status });
  });

  app.post(`${COURSE_BASE}/verifyCourseCanDelete`, lecturer, async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, queryAndBody(request), request);
    return ok(request, await checkCanDelete(db, learnerOf(request), courseId));
  });

  app.post(`${COURSE_BASE}/delCourseInfo`, lecturer, async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, queryAndBody(request), request);
    await deleteCourse(db, learnerOf(request), courseId);
    return ok(request, null);
  });
}
