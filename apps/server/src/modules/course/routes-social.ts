// Notes, ratings, experiences, collections and shares of a course (SPEC §7 Course pages).
import {
  type TCourseRatingList,
  ZAddCourseRatingSchema,
  ZCollectionSchema,
  ZCourseNotesQuerySchema,
  ZCoursePageSchema,
  ZEditCourseNoteSchema,
  ZPageQuerySchema,
  ZRowRefSchema,
  ZSaveCourseNoteSchema,
  ZSaveExperienceSchema,
  ZShareCourseSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { cancelCollection, collectCourse, listCollectedCourses, shareCourse } from './collection-service.ts';
import {
  listExperiences,
  listRatings,
  rateCourse,
  removeExperience,
  saveExperience,
} from './feedback-service.ts';
import { deleteNote, editNote, listNotes, saveNote } from './note-service.ts';
import { learnerOf } from './policy.ts';
import { page, presentCard, presentExperience, presentNote, presentRating, scoreAvg } from './presenter.ts';
import { COURSE_BASE, originOf } from './routes-pages.ts';

const EXPERIENCE_BASE = '/api/manage/v1/coursecenter/experience';

export async function courseSocialRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const signedIn = { config: { auth: 'required' } } as const;

  // Notes: the plain list holds everyone's notes on the course, the PC list the caller's own.
  for (const [suffix, mine] of [
    ['getCourseNotesList', false],
    ['getCourseNotesListPC', true],
  ] as const) {
    app.get(`${COURSE_BASE}/${suffix}`, signedIn, async (request) => {
      const query = parseInput(ZCourseNotesQuerySchema, request.query, request);
      const learner = learnerOf(request);
      const { rows, totalNum } = await listNotes(db, learner, query, mine);
      return ok(
        request,
        page(
          rows.map((row) => presentNote(row, learner.userId)),
          totalNum,
          query.pageSize,
        ),
      );
    });
  }
  for (const suffix of ['saveCourseNote', 'saveCourseNotePC']) {
    app.post(`${COURSE_BASE}/${suffix}`, signedIn, async (request) => {
      const input = parseInput(ZSaveCourseNoteSchema, queryAndBody(request), request);
      const learner = learnerOf(request);
      return ok(request, presentNote(await saveNote(db, learner, input), learner.userId));
    });
  }
  app.post(`${COURSE_BASE}/editCourseNote`, signedIn, async (request) => {
    const input = parseInput(ZEditCourseNoteSchema, queryAndBody(request), request);
    const learner = learnerOf(request);
    return ok(request, presentNote(await editNote(db, learner, input), learner.userId));
  });
  app.route({
    method: ['DELETE', 'POST'],
    url: `${COURSE_BASE}/deleteCourseNote`,
    ...signedIn,
    handler: async (request) => {
      const { id } = parseInput(ZRowRefSchema, queryAndBody(request), request);
      await deleteNote(db, learnerOf(request), id);
      return ok(request, null);
    },
  });

  // Ratings (the original calls a rating a course "scope").
  app.get(`${COURSE_BASE}/getCourseScopeList`, signedIn, async (request) => {
    const query = parseInput(ZCoursePageSchema, request.query, request);
    const { rows, ratingCount, ratingSum, mine } = await listRatings(db, learnerOf(request), query);
    const reply: TCourseRatingList = {
      ...page(rows.map(presentRating), ratingCount, query.pageSize),
      scoreAvg: scoreAvg(ratingSum, ratingCount),
      ratingCount,
      myScore: mine?.score ?? null,
      myContent: mine?.content ?? '',
    };
    return ok(request, reply);
  });
  app.post(`${COURSE_BASE}/addCourseScope`, signedIn, async (request) => {
    const input = parseInput(ZAddCourseRatingSchema, queryAndBody(request), request);
    await rateCourse(db, learnerOf(request), input);
    return ok(request, null);
  });

  // Study experiences with attachments.
  app.get(`${EXPERIENCE_BASE}/query`, signedIn, async (request) => {
    const query = parseInput(ZCoursePageSchema, request.query, request);
    const learner = learnerOf(request);
    const { rows, totalNum } = await listExperiences(db, learner, query);
    return ok(
      request,
      page(
        rows.map((row) => presentExperience(row, learner.userId)),
        totalNum,
        query.pageSize,
      ),
    );
  });
  app.post(`${EXPERIENCE_BASE}/save`, signedIn, async (request) => {
    const input = parseInput(ZSaveExperienceSchema, queryAndBody(request), request);
    const learner = learnerOf(request);
    return ok(request, presentExperience(await saveExperience(db, learner, input), learner.userId));
  });
  app.route({
    method: ['DELETE', 'POST'],
    url: `${EXPERIENCE_BASE}/remove`,
    ...signedIn,
    handler: async (request) => {
      const { id } = parseInput(ZRowRefSchema, queryAndBody(request), request);
      await removeExperience(db, learnerOf(request), id);
      return ok(request, null);
    },
  });

  // Collections and shares.
  app.get('/api/manage/v1/user/collect/course/list', signedIn, async (request) => {
    const query = parseInput(ZPageQuerySchema, request.query, request);
    const { rows, totalNum } = await listCollectedCourses(db, learnerOf(request), query);
    return ok(
      request,
      page(
        rows.map((row) => presentCard(row)),
        totalNum,
        query.pageSize,
      ),
    );
  });
  app.post('/api/manage/v1/user/collection/save', signedIn, async (request) => {
    const { courseId } = parseInput(ZCollectionSchema, queryAndBody(request), request);
    await collectCourse(db, learnerOf(request), courseId);
    return ok(request, { isCollect: 1 });
  });
  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: '/api/manage/v1/user/collection/cancel',
    ...signedIn,
    handler: async (request) => {
      const { courseId } = parseInput(ZCollectionSchema, queryAndBody(request), request);
      await cancelCollection(db, learnerOf(request), courseId);
      return ok(request, { isCollect: 0 });
    },
  });
  app.post('/api/manage/v1/homePage/shareCourse', signedIn, async (request) => {
    const { courseId, channel } = parseInput(ZShareCourseSchema, queryAndBody(request), request);
    return ok(
      request,
      await shareCourse(db, learnerOf(request), { courseId, channel, origin: originOf(request) }),
    );
  });
}
