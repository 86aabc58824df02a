// Notes, ratings and study experiences of a course (SPEC §7 Course pages), each served at the original
// client's path and method and at its SPEC §7 spelling (one handler, two paths).
import {
  coursePaths,
  ZAddCourseRatingSchema,
  ZCourseNotesQuerySchema,
  ZCoursePageSchema,
  ZEditCourseNoteSchema,
  ZRowRefSchema,
  ZSaveCourseNoteSchema,
  ZSaveExperienceSchema,
} from '@elearning/shared';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { listExperiences, removeExperience, saveExperience } from './experience-service.ts';
import { deleteNote, editNote, listNotes, saveNote } from './note-service.ts';
import { presentExperience, presentNote, presentRatingList } from './presenter.ts';
import { listRatings, rateCourse } from './rating-service.ts';

export async function courseSocialRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  /** Serves one handler at the original path (its method) and the SPEC alias (its methods). */
  function both(
    original: { url: string; method: 'GET' | 'POST' | 'DELETE' },
    alias: { url: string; method: 'GET' | 'POST' | ('DELETE' | 'POST')[] },
    handler: RouteHandlerMethod,
  ) {
    app.route({ ...signedIn, ...original, handler });
    app.route({ ...signedIn, ...alias, handler });
  }

  // Notes: the plain list holds everyone's notes on the course, the PC list the caller's own.
  const noteList =
    (mine: boolean): RouteHandlerMethod =>
    async (request) => {
      const query = parseInput(ZCourseNotesQuerySchema, request.query, request);
      const actor = actorOf(request);
      const { rows, totalNum } = await listNotes(db, actor, query, mine);
      const notes = rows.map((row) => presentNote(row, actor.userId));
      return ok(request, paged(notes, totalNum, query.pageSize));
    };
  both(
    { url: coursePaths.notes, method: 'GET' },
    { url: coursePaths.notesAlias, method: 'GET' },
    noteList(false),
  );
  both(
    { url: coursePaths.myNotes, method: 'GET' },
    { url: coursePaths.myNotesAlias, method: 'GET' },
    noteList(true),
  );

  const save: RouteHandlerMethod = async (request) => {
    const input = parseInput(ZSaveCourseNoteSchema, queryAndBody(request), request);
    const actor = actorOf(request);
    return ok(request, presentNote(await saveNote(db, actor, input), actor.userId));
  };
  both(
    { url: coursePaths.saveNote, method: 'POST' },
    { url: coursePaths.saveNoteAlias, method: 'POST' },
    save,
  );
  both(
    { url: coursePaths.saveNotePc, method: 'POST' },
    { url: coursePaths.saveNotePcAlias, method: 'POST' },
    save,
  );

  const edit: RouteHandlerMethod = async (request) => {
    const input = parseInput(ZEditCourseNoteSchema, queryAndBody(request), request);
    const actor = actorOf(request);
    return ok(request, presentNote(await editNote(db, actor, input), actor.userId));
  };
  both(
    { url: coursePaths.editNote, method: 'POST' },
    { url: coursePaths.editNoteAlias, method: 'POST' },
    edit,
  );

  const remove: RouteHandlerMethod = async (request) => {
    const { id } = parseInput(ZRowRefSchema, queryAndBody(request), request);
    await deleteNote(db, actorOf(request), id);
    return ok(request, null);
  };
  // The original client deletes a note with a GET.
  both(
    { url: coursePaths.deleteNote, method: 'GET' },
    { url: coursePaths.deleteNoteAlias, method: ['DELETE', 'POST'] },
    remove,
  );

  // Ratings (the original calls a rating with its comment a course "scope").
  const ratings: RouteHandlerMethod = async (request) => {
    const query = parseInput(ZCoursePageSchema, request.query, request);
    return ok(request, presentRatingList(await listRatings(db, actorOf(request), query), query.pageSize));
  };
  both(
    { url: coursePaths.ratings, method: 'GET' },
    { url: coursePaths.ratingsAlias, method: 'GET' },
    ratings,
  );

  const rate: RouteHandlerMethod = async (request) => {
    const input = parseInput(ZAddCourseRatingSchema, queryAndBody(request), request);
    await rateCourse(db, actorOf(request), input);
    return ok(request, null);
  };
  both({ url: coursePaths.rate, method: 'POST' }, { url: coursePaths.rateAlias, method: 'POST' }, rate);

  // Study experiences with attachments.
  const experiences: RouteHandlerMethod = async (request) => {
    const query = parseInput(ZCoursePageSchema, request.query, request);
    const actor = actorOf(request);
    const { rows, totalNum } = await listExperiences(db, actor, query);
    const data = rows.map((row) => presentExperience(row, actor.userId));
    return ok(request, paged(data, totalNum, query.pageSize));
  };
  both(
    { url: coursePaths.experiences, method: 'GET' },
    { url: coursePaths.experiencesAlias, method: 'GET' },
    experiences,
  );

  const saveFeel: RouteHandlerMethod = async (request) => {
    const input = parseInput(ZSaveExperienceSchema, queryAndBody(request), request);
    const actor = actorOf(request);
    return ok(request, presentExperience(await saveExperience(db, actor, input), actor.userId));
  };
  both(
    { url: coursePaths.saveExperience, method: 'POST' },
    { url: coursePaths.saveExperienceAlias, method: 'POST' },
    saveFeel,
  );

  const removeFeel: RouteHandlerMethod = async (request) => {
    const { id } = parseInput(ZRowRefSchema, queryAndBody(request), request);
    await removeExperience(db, actorOf(request), id);
    return ok(request, null);
  };
  both(
    { url: coursePaths.removeExperience, method: 'DELETE' },
    { url: coursePaths.removeExperienceAlias, method: ['DELETE', 'POST'] },
    removeFeel,
  );
}
