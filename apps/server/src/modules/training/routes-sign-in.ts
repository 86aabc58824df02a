// QR sign-in (issue 11 §3): the learner's scan or typed fallback; the lecturer's projected code, manual
// sign-in with a reason, the sign-in list and its .xlsx export.
import {
  trainingPaths,
  ZTrainManualSignSchema,
  ZTrainPageSchema,
  ZTrainSessionRefSchema,
  ZTrainSignInSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { lecturerOnly, signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { originOf } from '../../core/origin.ts';
import { paged, pageWindow } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { trainingRunByLecturer } from './lecturer-service.ts';
import { presentSignIn } from './presenter.ts';
import { presentSignRow } from './presenter-lecturer.ts';
import { signListWorkbook } from './presenter-sign-excel.ts';
import { currentCode, lecturerSession, listSignIns, manualSignIn, signIn } from './sign-in-service.ts';

/** The web page a scanned code opens. */
export const SIGN_IN_PAGE = '/train/sign';

export async function trainingSignInRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.post(trainingPaths.signIn, signedIn, async (request) => {
    const input = parseInput(ZTrainSignInSchema, queryAndBody(request), request);
    const result = await signIn(db, actorOf(request), input);
    return ok(
      request,
      presentSignIn(result),
      result.isNew ? 'training.signedIn' : 'training.alreadySignedIn',
    );
  });

  const sessionOfLecturer = async (request: FastifyRequest, sessionId: number) => {
    const actor = actorOf(request);
    return lecturerSession(db, actor, sessionId, async (trainId) => {
      await trainingRunByLecturer(db, actor, trainId);
    });
  };

  const qrcode = async (request: FastifyRequest) => {
    const { sessionId } = parseInput(ZTrainSessionRefSchema, request.query, request);
    const session = await sessionOfLecturer(request, sessionId);
    const origin = originOf(request);
    const code = await currentCode(
      db,
      session,
      (token) => `${origin}${SIGN_IN_PAGE}?token=${encodeURIComponent(token)}`,
    );
    return ok(request, code);
  };
  app.get(trainingPaths.lecturerQrcode, lecturerOnly, qrcode);
  app.get(trainingPaths.qrcode, lecturerOnly, qrcode);

  app.post(trainingPaths.manualSign, lecturerOnly, async (request) => {
    const input = parseInput(ZTrainManualSignSchema, queryAndBody(request), request);
    const session = await sessionOfLecturer(request, input.sessionId);
    const result = await manualSignIn(db, actorOf(request), session, input);
    return ok(
      request,
      presentSignIn({ session, ...result }),
      result.isNew ? 'training.signedIn' : 'training.alreadySignedIn',
    );
  });

  const signList = async (request: FastifyRequest) => {
    const query = parseInput(ZTrainPageSchema, request.query, request);
    const actor = actorOf(request);
    await trainingRunByLecturer(db, actor, query.trainId);
    const { rows, totalNum } = await listSignIns(db, actor.tenantId, {
      trainId: query.trainId,
      name: query.name ?? query.stuName,
      ...pageWindow(query),
    });
    return ok(request, paged(rows.map(presentSignRow), totalNum, query.pageSize));
  };
  app.get(trainingPaths.lecturerSignList, lecturerOnly, signList);
  app.get(trainingPaths.signList, lecturerOnly, signList);

  const excel = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseInput(ZTrainPageSchema, queryAndBody(request), request);
    const actor = actorOf(request);
    const training = await trainingRunByLecturer(db, actor, query.trainId);
    const { rows } = await listSignIns(db, actor.tenantId, { trainId: training.id, limit: 10000, offset: 0 });
    const workbook = await signListWorkbook(rows.map(presentSignRow), request.lang);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="sign-in-${training.id}.xlsx"`)
      .header('cache-control', 'no-store')
      .send(workbook);
  };
  app.get(trainingPaths.signExcel, lecturerOnly, excel);
  app.post(trainingPaths.signExcelExport, lecturerOnly, excel);
}
