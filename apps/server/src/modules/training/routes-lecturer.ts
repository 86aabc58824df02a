// The lecturer's training tab (/lecturerTask, SPEC §7 teacher train calls): own trainings only, the
// trainees with assessment and certificate, sign-up review, the schedule, scoring, certificates, stop and
// delete. Lecturer identity is enforced by `lecturerOnly`; the training being theirs by the service (404).
import {
  trainingPaths,
  translate,
  ZCertificateGrantSchema,
  ZTrainApplyReviewSchema,
  ZTrainIdsSchema,
  ZTrainLecturerListSchema,
  ZTrainManualScoringSchema,
  ZTrainPageSchema,
  ZTrainRefSchema,
  ZTrainSessionRefSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lecturerOnly } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { listSchedule } from './catalog-service.ts';
import { grantCertificates, revokeCertificates } from './certificate-service.ts';
import { trainingClock } from './clock.ts';
import {
  deleteTrainings,
  listLecturerTrainings,
  listTrainees,
  scoreTrainee,
  statistics,
  stopSession,
  trainingRunByLecturer,
} from './lecturer-service.ts';
import { presentDetail, presentScheduleItem } from './presenter.ts';
import { presentLecturerTraining, presentSignUp, presentTrainee } from './presenter-lecturer.ts';
import { listSignUps, reviewSignUps } from './signup-service.ts';

export async function trainingLecturerRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const own = (request: FastifyRequest, trainId: number) =>
    trainingRunByLecturer(db, actorOf(request), trainId);

  app.get(trainingPaths.lecturerList, lecturerOnly, async (request) => {
    const page = parseInput(ZTrainLecturerListSchema, request.query, request);
    const { rows, totalNum } = await listLecturerTrainings(db, actorOf(request), page);
    return ok(request, paged(rows.map(presentLecturerTraining), totalNum, page.pageSize));
  });

  app.get(trainingPaths.lecturerDetail, lecturerOnly, async (request) => {
    const { trainId } = parseInput(ZTrainRefSchema, request.query, request);
    const training = await own(request, trainId);
    const schedule = await listSchedule(db, training.tenant_id, training.id, 0);
    return ok(request, {
      ...presentDetail(training, trainingClock.now()),
      schedule: schedule.map(presentScheduleItem),
    });
  });

  const students = async (request: FastifyRequest) => {
    const query = parseInput(ZTrainPageSchema, request.query, request);
    const training = await own(request, query.trainId);
    const rows = (await listTrainees(db, training, query.stuName ?? query.name)).map(presentTrainee);
    const start = (query.pageNo - 1) * query.pageSize;
    return ok(request, paged(rows.slice(start, start + query.pageSize), rows.length, query.pageSize));
  };
  app.get(trainingPaths.students, lecturerOnly, students);
  app.get(trainingPaths.outerStudents, lecturerOnly, students);

  const figures = async (request: FastifyRequest) => {
    const { trainId } = parseInput(ZTrainRefSchema, request.query, request);
    const training = await own(request, trainId);
    return ok(request, await statistics(db, training.tenant_id, training.id));
  };
  app.get(trainingPaths.outerCount, lecturerOnly, figures);

  const signUps = async (request: FastifyRequest) => {
    const query = parseInput(ZTrainPageSchema, request.query, request);
    const training = await own(request, query.trainId);
    const { rows, totalNum } = await listSignUps(db, training.tenant_id, query);
    return ok(request, paged(rows.map(presentSignUp), totalNum, query.pageSize));
  };
  app.get(trainingPaths.applyJoinList, lecturerOnly, signUps);
  app.get(trainingPaths.outerSignUp, lecturerOnly, signUps);

  app.put(trainingPaths.approveApplyJoin, lecturerOnly, async (request) => {
    const input = parseInput(ZTrainApplyReviewSchema, queryAndBody(request), request);
    await own(request, input.trainId);
    return ok(request, { changed: await reviewSignUps(db, actorOf(request), input) });
  });

  const scheduleOf = (kind: string) => async (request: FastifyRequest) => {
    const { trainId } = parseInput(ZTrainRefSchema, request.query, request);
    const training = await own(request, trainId);
    const rows = await listSchedule(db, training.tenant_id, training.id, 0);
    return ok(request, rows.filter((row) => row.kind === kind).map(presentScheduleItem));
  };
  app.get(trainingPaths.lecturerOfflineTodo, lecturerOnly, scheduleOf('offline'));
  app.get(trainingPaths.lecturerOnlineCourses, lecturerOnly, scheduleOf('course'));

  const grant = async (request: FastifyRequest) => {
    const { trainId, stuIds } = parseInput(ZCertificateGrantSchema, queryAndBody(request), request);
    const training = await own(request, trainId);
    const count = await grantCertificates(db, actorOf(request), training, stuIds);
    return {
      ...ok(request, { count }),
      resMsg: translate('training.certificateGranted', request.lang, { count }),
    };
  };
  app.post(trainingPaths.grantCertificate, lecturerOnly, grant);
  app.post(trainingPaths.grantCertificateManage, lecturerOnly, grant);

  const revoke = async (request: FastifyRequest) => {
    const { trainId, stuIds } = parseInput(ZCertificateGrantSchema, queryAndBody(request), request);
    const training = await own(request, trainId);
    const count = await revokeCertificates(db, actorOf(request), training.id, stuIds);
    return {
      ...ok(request, { count }),
      resMsg: translate('training.certificateRevoked', request.lang, { count }),
    };
  };
  app.post(trainingPaths.revokeCertificate, lecturerOnly, revoke);
  app.post(trainingPaths.revokeCertificateManage, lecturerOnly, revoke);

  app.post(trainingPaths.manualScoring, lecturerOnly, async (request) => {
    const input = parseInput(ZTrainManualScoringSchema, queryAndBody(request), request);
    const training = await own(request, input.trainId);
    await scoreTrainee(db, training.id, input);
    return ok(request, null);
  });

  app.put(trainingPaths.stopSchedule, lecturerOnly, async (request) => {
    const { sessionId } = parseInput(
      ZTrainSessionRefSchema,
      { sessionId: (request.params as { id?: string }).id },
      request,
    );
    await stopSession(db, actorOf(request), sessionId);
    return ok(request, null);
  });

  app.delete(trainingPaths.deleteTraining, lecturerOnly, async (request) => {
    const { ids } = parseInput(ZTrainIdsSchema, queryAndBody(request), request);
    const actor = actorOf(request);
    for (const id of ids) await trainingRunByLecturer(db, actor, id);
    await deleteTrainings(db, actor.tenantId, ids);
    return ok(request, null);
  });
}
