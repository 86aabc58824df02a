// Back-office training calls (admin-calls.json domain `train`): the editor's save and load, the
// arrangements page, sign-up review, and certificate templates. Every route is `backOffice(code)`.
import {
  TRAIN_CODES,
  trainingAdminPaths,
  ZAdminTrainQuerySchema,
  ZCertificateTemplateSaveSchema,
  ZTrainApplyReviewSchema,
  ZTrainingSaveSchema,
  ZTrainPageSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { listArrangements, listTemplates, saveTemplate, saveTraining } from './admin-service.ts';
import { getTenantTraining, listSchedule } from './catalog-service.ts';
import { trainingClock } from './clock.ts';
import { presentDetail, presentScheduleItem } from './presenter.ts';
import { presentSignUp } from './presenter-lecturer.ts';
import { listSignUps, reviewSignUps } from './signup-service.ts';

export async function trainingAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(trainingAdminPaths.train, backOffice(TRAIN_CODES.view), async (request) => {
    const query = parseInput(ZAdminTrainQuerySchema, request.query, request);
    const actor = actorOf(request);
    if (query.id !== undefined) {
      const training = await getTenantTraining(db, actor.tenantId, query.id);
      const schedule = await listSchedule(db, actor.tenantId, training.id, 0);
      return ok(request, {
        ...presentDetail(training, trainingClock.now()),
        weights: training.weights,
        certificateTemplateId: training.certificate_template_id,
        schedule: schedule.map(presentScheduleItem),
      });
    }
    const { rows, totalNum } = await listArrangements(db, actor, query);
    const data = rows.map((row) => ({
      id: row.id,
      trainName: row.name,
      trainWay: row.train_way,
      trainScope: row.train_scope,
      status: row.status,
      trainBeginTime: row.begin_at,
      trainEndTime: row.end_at,
      people: row.plan_size,
      traineeNum: row.trainee_num,
      headTeacher: row.head_teacher,
    }));
    return ok(request, paged(data, totalNum, query.pageSize));
  });

  const save = async (request: FastifyRequest) => {
    const input = parseInput(ZTrainingSaveSchema, request.body ?? {}, request);
    return ok(request, { id: await saveTraining(db, actorOf(request), input) });
  };
  app.post(trainingAdminPaths.train, backOffice(TRAIN_CODES.add), save);
  app.put(trainingAdminPaths.train, backOffice(TRAIN_CODES.edit), save);

  app.get(trainingAdminPaths.applyJoin, backOffice(TRAIN_CODES.review), async (request) => {
    const query = parseInput(ZTrainPageSchema, request.query, request);
    const actor = actorOf(request);
    const training = await getTenantTraining(db, actor.tenantId, query.trainId);
    const { rows, totalNum } = await listSignUps(db, training.tenant_id, query);
    return ok(request, paged(rows.map(presentSignUp), totalNum, query.pageSize));
  });

  app.put(trainingAdminPaths.applyJoin, backOffice(TRAIN_CODES.review), async (request) => {
    const input = parseInput(ZTrainApplyReviewSchema, queryAndBody(request), request);
    const actor = actorOf(request);
    await getTenantTraining(db, actor.tenantId, input.trainId);
    return ok(request, { changed: await reviewSignUps(db, actor, input) });
  });

  app.get(trainingAdminPaths.certificateTemplates, backOffice(TRAIN_CODES.templateEdit), async (request) => {
    const rows = await listTemplates(db, actorOf(request).tenantId);
    return ok(
      request,
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        issuer: row.issuer,
        logoUrl: row.logo_url,
        backgroundUrl: row.background_url,
        body: row.body,
        validityMonths: row.validity_months,
      })),
    );
  });

  app.post(trainingAdminPaths.certificateTemplates, backOffice(TRAIN_CODES.templateEdit), async (request) => {
    const input = parseInput(ZCertificateTemplateSaveSchema, request.body ?? {}, request);
    return ok(request, { id: await saveTemplate(db, actorOf(request), input) });
  });
}
