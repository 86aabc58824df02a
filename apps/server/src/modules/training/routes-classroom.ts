// The back office's classrooms at the original paths (src/api/resource/classroom.js): the page, one
// classroom, add / edit / enable-disable / delete, the name check, a classroom's bookings and applicants,
// and the category tree the editor files a classroom under.
import {
  trainingClassroomCodes as C,
  classroomPaths as P,
  ZClassroomApplicantsSchema,
  ZClassroomCategorySourceSchema,
  ZClassroomIdSchema,
  ZClassroomIdsSchema,
  ZClassroomListSchema,
  ZClassroomNameSchema,
  ZClassroomReservationsSchema,
  ZClassroomSaveSchema,
  ZClassroomStatusSchema,
  ZClassroomUpdateSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { listCategories } from './category-service.ts';
import {
  deleteClassrooms,
  getClassroom,
  listClassrooms,
  nameTaken,
  saveClassroom,
  setClassroomEnabled,
} from './classroom-admin-service.ts';
import { listApplicants, listReservations } from './classroom-reservation-service.ts';
import { presentCategoryTree, presentClassroom, presentReservation } from './presenter-classroom.ts';

export async function trainingClassroomRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const view = backOffice(C.classroomView);
  const edit = backOffice(C.classroomEdit);

  app.get(P.list, view, async (request) => {
    const query = parseInput(ZClassroomListSchema, request.query, request);
    const { rows, totalNum } = await listClassrooms(db, actorOf(request).tenantId, query);
    return ok(request, paged(rows.map(presentClassroom), totalNum, query.pageSize));
  });
  app.get(P.info, view, async (request) => {
    const { id } = parseInput(ZClassroomIdSchema, request.query, request);
    return ok(request, presentClassroom(await getClassroom(db, actorOf(request).tenantId, id)));
  });

  app.post(P.add, edit, async (request) => {
    const input = parseInput(ZClassroomSaveSchema, queryAndBody(request), request);
    // The add form may carry an id left from a copy; adding never edits.
    const id = await saveClassroom(db, actorOf(request), { ...input, id: undefined });
    return ok(request, { id }, 'classroom.saved');
  });
  app.post(P.update, edit, async (request) => {
    const input = parseInput(ZClassroomUpdateSchema, queryAndBody(request), request);
    return ok(request, { id: await saveClassroom(db, actorOf(request), input) }, 'classroom.saved');
  });

  app.put(P.status, edit, async (request) => {
    const { id, status } = parseInput(ZClassroomStatusSchema, queryAndBody(request), request);
    await setClassroomEnabled(db, actorOf(request), id, status === 1);
    return ok(request, { id, status });
  });
  app.delete(P.remove, edit, async (request) => {
    const { ids } = parseInput(ZClassroomIdsSchema, queryAndBody(request), request);
    const result = await deleteClassrooms(db, actorOf(request), ids);
    return ok(request, result, 'classroom.deleted');
  });
  app.post(P.nameExists, edit, async (request) => {
    const { roomName, id } = parseInput(ZClassroomNameSchema, queryAndBody(request), request);
    if (await nameTaken(db, actorOf(request).tenantId, roomName, id))
      throw new AppError('CLASSROOM_NAME_TAKEN', {
        fields: [{ field: 'roomName', message: 'classroom.nameTaken' }],
      });
    return ok(request, { exists: false });
  });

  app.get(P.bookings, view, async (request) => {
    const query = parseInput(ZClassroomReservationsSchema, request.query, request);
    const { rows, totalNum } = await listReservations(db, actorOf(request).tenantId, query);
    return ok(request, paged(rows.map(presentReservation), totalNum, query.pageSize));
  });
  app.get(P.applicants, view, async (request) => {
    const query = parseInput(ZClassroomApplicantsSchema, request.query, request);
    const { rows, totalNum } = await listApplicants(db, actorOf(request).tenantId, query);
    const records = rows.map((row) => ({ creatorId: row.id, creatorName: row.name }));
    // The original reads `records` (a MyBatis page); the envelope's page fields come along.
    return ok(request, { ...paged(records, totalNum, query.pageSize), records, total: totalNum });
  });
  app.post(P.categoryOrgList, view, async (request) => {
    const { source } = parseInput(ZClassroomCategorySourceSchema, queryAndBody(request), request);
    const rows = await listCategories(db, actorOf(request).tenantId, { source, addFlag: '1' });
    return ok(request, presentCategoryTree(rows, null));
  });
}
