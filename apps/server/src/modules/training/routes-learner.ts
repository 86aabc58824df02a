// The learner's training calls at the original client's paths (SPEC §7 Train, src/api/train.js): the
// centre list, my lists, the detail and its schedule, sign-up and its state, figures and the assessment.
import {
  TRAINING_RULES,
  trainingPaths,
  ZTrainListSchema,
  ZTrainPageSchema,
  ZTrainRefSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn, signInOptional } from '../../core/access.ts';
import { actorOf, optionalActorOf, tenantOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { assess } from './assessment-service.ts';
import { getTraining, listSchedule, listTrainingCards } from './catalog-service.ts';
import { trainingClock } from './clock.ts';
import { statistics } from './lecturer-service.ts';
import { requireTrainee } from './policy.ts';
import { presentCard, presentDetail, presentScheduleItem } from './presenter.ts';
import { applyStatusOf, signUp } from './signup-service.ts';

export async function trainingLearnerRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  // The centre is open to guests (the opening list); `mine=1` needs a signed-in learner.
  app.get(trainingPaths.list, signInOptional, async (request) => {
    const query = parseInput(ZTrainListSchema, request.query, request);
    const actor = optionalActorOf(request);
    const { rows, totalNum } = await listTrainingCards(
      db,
      actor,
      tenantOf(request),
      actor ? query : { ...query, mine: 0 },
    );
    return ok(request, paged(rows.map(presentCard), totalNum, query.pageSize));
  });

  const mine = async (request: FastifyRequest) => {
    const query = parseInput(ZTrainListSchema, request.query, request);
    const actor = actorOf(request);
    const { rows, totalNum } = await listTrainingCards(db, actor, actor.tenantId, { ...query, mine: 1 });
    return ok(request, paged(rows.map(presentCard), totalNum, query.pageSize));
  };
  app.get(trainingPaths.personalList, signedIn, mine);
  app.get(trainingPaths.homeList, signedIn, mine);

  const detail = async (request: FastifyRequest) => {
    const { trainId } = parseInput(ZTrainRefSchema, request.query, request);
    return ok(request, presentDetail(await getTraining(db, actorOf(request), trainId), trainingClock.now()));
  };
  app.get(trainingPaths.detail, signedIn, detail);

  // The approval forms' outside trainings (outerTrainList, getTrainDetail, applyJoinOuterTrain) are served by
  // modules/approval (learner-calls.json files them under `approval`), through training's exported services.

  app.get(trainingPaths.trainInfo, signedIn, async (request) => {
    const { trainId } = parseInput(ZTrainRefSchema, request.query, request);
    const training = await getTraining(db, actorOf(request), trainId);
    return ok(request, { id: training.id, introduction: training.introduction });
  });

  app.get(trainingPaths.trainDate, signedIn, async (request) => {
    const { trainId } = parseInput(ZTrainRefSchema, request.query, request);
    const actor = actorOf(request);
    const training = await getTraining(db, actor, trainId);
    const rows = await listSchedule(db, actor.tenantId, training.id, actor.userId);
    return ok(request, rows.map(presentScheduleItem));
  });

  // The schedule filtered by kind, at the original's per-kind paths.
  const byKind = (kinds: string[]) => async (request: FastifyRequest) => {
    const { trainId } = parseInput(ZTrainRefSchema, request.query, request);
    const actor = actorOf(request);
    const training = await getTraining(db, actor, trainId);
    const rows = await listSchedule(db, actor.tenantId, training.id, actor.userId);
    return ok(request, rows.filter((row) => kinds.includes(row.kind)).map(presentScheduleItem));
  };
  app.get(trainingPaths.courseList, signedIn, byKind(['course']));
  app.get(trainingPaths.onlineCourse, signedIn, byKind(['course']));
  app.get(trainingPaths.onlineCourseManage, signedIn, byKind(['course']));
  app.get(trainingPaths.offlineTodo, signedIn, byKind(['offline']));
  app.get(trainingPaths.examOfTrain, signedIn, byKind(['exam']));
  app.get(trainingPaths.examList, signedIn, byKind(['exam']));
  app.get(trainingPaths.examDetail, signedIn, byKind(['exam']));
  app.get(trainingPaths.examResult, signedIn, byKind(['exam']));

  const state = async (request: FastifyRequest) => {
    const { trainId } = parseInput(ZTrainRefSchema, request.query, request);
    const training = await getTraining(db, actorOf(request), trainId);
    return ok(request, { status: applyStatusOf(training), rejectDesc: training.my_reject_desc });
  };
  app.get(trainingPaths.trainState, signedIn, state);

  const apply = async (request: FastifyRequest) => {
    const { trainId } = parseInput(ZTrainRefSchema, queryAndBody(request), request);
    const status = await signUp(db, actorOf(request), trainId);
    return ok(request, { status }, status === 'SignedUp' ? 'training.signedUp' : 'training.underReview');
  };
  app.post(trainingPaths.applyJoin, signedIn, apply);

  app.get(trainingPaths.statistics, signedIn, async (request) => {
    const { trainId } = parseInput(ZTrainRefSchema, request.query, request);
    const actor = actorOf(request);
    const training = await getTraining(db, actor, trainId);
    return ok(request, await statistics(db, actor.tenantId, training.id));
  });

  app.get(trainingPaths.assessment, signedIn, async (request) => {
    const { trainId } = parseInput(ZTrainRefSchema, request.query, request);
    const actor = actorOf(request);
    const training = await getTraining(db, actor, trainId);
    requireTrainee(training);
    const [mineResult] = await assess(db, training, [actor.userId]);
    if (!mineResult) return ok(request, null);
    const { parts, weights, total, passScore, passed } = mineResult;
    return ok(request, { ...parts, weights, total, passScore, passed });
  });

  app.get(trainingPaths.classmates, signedIn, async (request) => {
    const query = parseInput(ZTrainPageSchema, request.query, request);
    const actor = actorOf(request);
    const training = await getTraining(db, actor, query.trainId);
    requireTrainee(training);
    const figures = await statistics(db, actor.tenantId, training.id);
    return ok(request, { traineeNum: figures.traineeNum, pageSize: TRAINING_RULES.pageSize });
  });
}
