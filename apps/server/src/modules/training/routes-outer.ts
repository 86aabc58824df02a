// The external-training editor at the original paths (src/api/train/train.js: addOuterTrain,
// updateOuterTrain, editEchoOuterTrain, queryOuterTrainObject, executeTrainObjectUsers), the knowledge
// page's cancelRelation, and the schedule drawers' course picker (GET /manage/v1/course).
import {
  outerTrainingPaths as P,
  TRAIN_CODES,
  ZOuterTrainIdSchema,
  ZOuterTrainObjectsSchema,
  ZOuterTrainSaveSchema,
  ZOuterTrainUpdateSchema,
  ZTrainCancelRelationSchema,
  ZTrainCoursesSchema,
  ZTrainObjectUsersSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { listAdminCourses } from '../course/admin-course-service.ts';
import {
  expandAudience,
  getOuterTraining,
  listTrainingPeople,
  saveOuterTraining,
  unfileFromKnowledge,
} from './outer-service.ts';
import { presentOuterTraining, presentPerson } from './presenter-outer.ts';

export async function trainingOuterRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.post(P.addOuterTrain, backOffice(TRAIN_CODES.add), async (request) => {
    const input = parseInput(ZOuterTrainSaveSchema, request.body ?? {}, request);
    // Adding never edits, whatever id a copied form carries.
    return ok(request, { id: await saveOuterTraining(db, actorOf(request), { ...input, id: undefined }) });
  });
  app.put(P.updateOuterTrain, backOffice(TRAIN_CODES.edit), async (request) => {
    const input = parseInput(ZOuterTrainUpdateSchema, queryAndBody(request), request);
    return ok(request, { id: await saveOuterTraining(db, actorOf(request), input) });
  });
  app.get(P.editEchoOuterTrain, backOffice(TRAIN_CODES.view), async (request) => {
    const { trainId } = parseInput(ZOuterTrainIdSchema, request.query, request);
    return ok(request, presentOuterTraining(await getOuterTraining(db, actorOf(request).tenantId, trainId)));
  });
  app.get(P.queryOuterTrainObject, backOffice(TRAIN_CODES.view), async (request) => {
    const query = parseInput(ZOuterTrainObjectsSchema, request.query, request);
    const { rows, totalNum } = await listTrainingPeople(db, actorOf(request).tenantId, query);
    return ok(request, paged(rows.map(presentPerson), totalNum, query.pageSize));
  });
  app.post(P.executeTrainObjectUsers, backOffice(TRAIN_CODES.view), async (request) => {
    const input = parseInput(ZTrainObjectUsersSchema, request.body ?? {}, request);
    return ok(request, (await expandAudience(db, actorOf(request).tenantId, input)).map(presentPerson));
  });
  app.post(P.cancelRelation, backOffice(TRAIN_CODES.edit), async (request) => {
    const { trainIds } = parseInput(ZTrainCancelRelationSchema, queryAndBody(request), request);
    return ok(request, { trainIds: await unfileFromKnowledge(db, actorOf(request), trainIds) });
  });
  app.get(P.trainCourses, backOffice(TRAIN_CODES.view), async (request) => {
    const query = parseInput(ZTrainCoursesSchema, request.query, request);
    const actor = actorOf(request);
    const { rows, totalNum } = await listAdminCourses(db, actor, await dataScopeOf(db, actor), {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      name: query.search ?? query.courseName,
      categoryId: undefined,
      lecturerId: undefined,
      status: 1,
    });
    const data = rows.map((row) => ({
      courseId: row.id,
      courseName: row.name,
      userId: row.lecturer_id,
      name: row.teacher_name,
    }));
    return ok(request, paged(data, totalNum, query.pageSize));
  });
}
