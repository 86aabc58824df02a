// The back office's training detail (original src/views/training/trainingDetail.vue and examination.vue):
// the schedule and its offline and exam items, trainees with their assessment (also for outer trainings),
// evaluations, sign-ups of an outer training, and the creators for the list's filter. Every call is
// `backOffice(train:arrange:view)` on a training of the caller's tenant (another tenant's is a 404).
import { TRAIN_CODES, trainingAdminPaths, ZTrainPageSchema, ZTrainRefSchema } from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput } from '../../core/validate.ts';
import { listEvaluations } from './activity-service.ts';
import { listCreators } from './admin-service.ts';
import { getTenantTraining, listSchedule } from './catalog-service.ts';
import { listTrainees } from './lecturer-service.ts';
import { presentScheduleItem } from './presenter.ts';
import { presentSignUp, presentTrainee } from './presenter-lecturer.ts';
import { listSignUps } from './signup-service.ts';

export async function trainingAdminDetailRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const view = backOffice(TRAIN_CODES.view);
  const trainingOf = async (request: FastifyRequest) => {
    const { trainId } = parseInput(ZTrainRefSchema, request.query, request);
    return getTenantTraining(db, actorOf(request).tenantId, trainId);
  };

  const schedule = (kinds: string[] | null) => async (request: FastifyRequest) => {
    const training = await trainingOf(request);
    const rows = await listSchedule(db, training.tenant_id, training.id, 0);
    return ok(
      request,
      rows.filter((row) => kinds === null || kinds.includes(row.kind)).map(presentScheduleItem),
    );
  };
  app.get(trainingAdminPaths.scheduleList, view, schedule(null));
  app.get(trainingAdminPaths.offlineTodo, view, schedule(['offline']));
  app.get(trainingAdminPaths.examList, view, schedule(['exam']));
  app.get(trainingAdminPaths.examDetail, view, schedule(['exam']));

  const trainees = async (request: FastifyRequest) => {
    const query = parseInput(ZTrainPageSchema, request.query, request);
    const training = await getTenantTraining(db, actorOf(request).tenantId, query.trainId);
    const rows = (await listTrainees(db, training, query.stuName ?? query.name)).map(presentTrainee);
    const start = (query.pageNo - 1) * query.pageSize;
    return ok(request, paged(rows.slice(start, start + query.pageSize), rows.length, query.pageSize));
  };
  app.get(trainingAdminPaths.outerStudents, view, trainees);
  app.get(trainingAdminPaths.examResult, view, trainees);

  app.get(trainingAdminPaths.trainEvaluate, view, async (request) => {
    const training = await trainingOf(request);
    const rows = await listEvaluations(db, training.tenant_id, training.id);
    return ok(
      request,
      rows.map((row) => ({
        id: row.id,
        userName: row.user_name,
        sessionId: row.session_id,
        score: row.score,
        comment: row.comment,
        createTime: row.created_at,
      })),
    );
  });

  app.get(trainingAdminPaths.outerApplyList, view, async (request) => {
    const query = parseInput(ZTrainPageSchema, request.query, request);
    const training = await getTenantTraining(db, actorOf(request).tenantId, query.trainId);
    const { rows, totalNum } = await listSignUps(db, training.tenant_id, query);
    return ok(request, paged(rows.map(presentSignUp), totalNum, query.pageSize));
  });

  app.get(trainingAdminPaths.creatorList, view, async (request) =>
    ok(request, await listCreators(db, actorOf(request).tenantId)),
  );
}
