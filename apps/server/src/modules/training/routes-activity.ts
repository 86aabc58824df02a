// The trainee's evaluations, materials and leave; training categories; the lecturer's evaluations view,
// reports of materials, agreements and reminders (SPEC §7 Train, Train agreement).
import {
  TRAIN_CODES,
  trainingPaths,
  translate,
  ZTrainAgreementActionSchema,
  ZTrainEvaluateSchema,
  ZTrainFileRefSchema,
  ZTrainLeaveSchema,
  ZTrainLecturerListSchema,
  ZTrainRefSchema,
  ZTrainSubmitFileSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lecturerOnly, lecturerOrBackOffice, signedIn, signInOptional } from '../../core/access.ts';
import { actorOf, tenantOf } from '../../core/actor.ts';
import { holdsPrivilege } from '../../core/back-office.ts';
import { ok } from '../../core/envelope.ts';
import { paged, pageWindow } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { authOf } from '../auth/auth-hook.ts';
import {
  changeAgreements,
  deleteMaterial,
  evaluate,
  listAgreements,
  listEvaluations,
  listMaterials,
  saveMaterial,
  trainingCategories,
} from './activity-service.ts';
import { getTraining } from './catalog-service.ts';
import { requestLeave } from './leave-service.ts';
import { remindTrainees, trainingRunByLecturer } from './lecturer-service.ts';
import { requireTrainee } from './policy.ts';

export async function trainingActivityRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const asTrainee = async (request: FastifyRequest, trainId: number) => {
    const training = await getTraining(db, actorOf(request), trainId);
    requireTrainee(training);
    return training;
  };

  const evaluations = async (request: FastifyRequest) => {
    const { trainId } = parseInput(ZTrainRefSchema, request.query, request);
    const actor = actorOf(request);
    const training = actor.isLecturer
      ? await trainingRunByLecturer(db, actor, trainId).catch(() => getTraining(db, actor, trainId))
      : await getTraining(db, actor, trainId);
    const rows = await listEvaluations(db, actor.tenantId, training.id);
    return ok(
      request,
      rows.map((row) => ({
        id: row.id,
        userName: row.user_name,
        sessionId: row.session_id || null,
        score: row.score,
        comment: row.comment,
        createTime: row.created_at,
      })),
    );
  };
  app.get(trainingPaths.queryEvaluate, signedIn, evaluations);
  app.get(trainingPaths.queryEvaluateManage, signedIn, evaluations);

  app.post(trainingPaths.addEvaluate, signedIn, async (request) => {
    const input = parseInput(ZTrainEvaluateSchema, queryAndBody(request), request);
    await asTrainee(request, input.trainId);
    await evaluate(db, actorOf(request), input);
    return ok(request, null, 'training.evaluated');
  });

  const presentFile = (row: { id: number; file_name: string; file_url: string; created_at: number }) => ({
    id: row.id,
    fileName: row.file_name,
    fileUrl: row.file_url,
    createTime: row.created_at,
  });
  app.get(trainingPaths.listSubmitFile, signedIn, async (request) => {
    const { trainId } = parseInput(ZTrainRefSchema, request.query, request);
    const training = await asTrainee(request, trainId);
    return ok(
      request,
      (await listMaterials(db, training.tenant_id, training.id, actorOf(request).userId)).map(presentFile),
    );
  });
  app.post(trainingPaths.saveFile, signedIn, async (request) => {
    const input = parseInput(ZTrainSubmitFileSchema, queryAndBody(request), request);
    await asTrainee(request, input.trainId);
    return ok(request, { id: await saveMaterial(db, actorOf(request), input) });
  });
  app.get(trainingPaths.deleteSubmitFile, signedIn, async (request) => {
    const { id } = parseInput(ZTrainFileRefSchema, request.query, request);
    await deleteMaterial(db, actorOf(request), id);
    return ok(request, null);
  });
  app.get(trainingPaths.reportMaterials, lecturerOnly, async (request) => {
    const { trainId } = parseInput(ZTrainRefSchema, request.query, request);
    const training = await trainingRunByLecturer(db, actorOf(request), trainId);
    return ok(request, (await listMaterials(db, training.tenant_id, training.id, null)).map(presentFile));
  });

  // The original sends the leave request as a GET with its fields in the query.
  app.get(trainingPaths.leave, signedIn, async (request) => {
    const input = parseInput(ZTrainLeaveSchema, request.query, request);
    await asTrainee(request, input.trainId);
    return ok(request, { id: await requestLeave(db, actorOf(request), input) }, 'training.leaveSent');
  });

  app.post(trainingPaths.categories, signInOptional, async (request) =>
    ok(request, await trainingCategories(db, tenantOf(request))),
  );

  app.post(trainingPaths.reminding, lecturerOnly, async (request) => {
    const { trainId } = parseInput(ZTrainRefSchema, queryAndBody(request), request);
    const training = await trainingRunByLecturer(db, actorOf(request), trainId);
    const count = await remindTrainees(db, training);
    return { ...ok(request, { count }), resMsg: translate('training.reminded', request.lang, { count }) };
  });

  app.get(trainingPaths.agreementDetail, signedIn, async (request) => {
    const query = parseInput(ZTrainLecturerListSchema, request.query, request);
    const rows = await listAgreements(db, actorOf(request), {
      ...pageWindow(query),
      ...(query.name ? { name: query.name } : {}),
    });
    const data = rows.map((row) => ({
      id: row.id,
      trainId: row.training_id,
      trainName: row.training_name,
      userId: row.user_id,
      name: row.name,
      status: row.status,
      signTime: row.signed_at,
      breakAmount: row.break_amount_cents / 100,
    }));
    return ok(request, paged(data, rows[0]?.total_num ?? 0, query.pageSize));
  });
  // The lecturer tab and the back office's agreement view share these paths.
  const agreementChange = (status: 'signed' | 'broken') => async (request: FastifyRequest) => {
    const input = parseInput(ZTrainAgreementActionSchema, queryAndBody(request), request);
    const anyOfTenant = await holdsPrivilege(db, authOf(request), TRAIN_CODES.agreement);
    return ok(request, { count: await changeAgreements(db, actorOf(request), input, status, anyOfTenant) });
  };
  app.post(
    trainingPaths.agreementSign,
    lecturerOrBackOffice(TRAIN_CODES.agreement),
    agreementChange('signed'),
  );
  app.post(
    trainingPaths.agreementBreak,
    lecturerOrBackOffice(TRAIN_CODES.agreement),
    agreementChange('broken'),
  );
}
