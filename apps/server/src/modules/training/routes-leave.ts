// Training leave review (issue 11 §1): the lecturer running the training (/lecturerTask) and the back
// office (train:arrange:review) list a training's leave requests and approve or reject them.
import {
  TRAIN_CODES,
  trainingAdminPaths,
  trainingPaths,
  translate,
  ZTrainLeaveListSchema,
  ZTrainLeaveReviewSchema,
  ZTrainRefSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice, lecturerOnly } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { getTenantTraining } from './catalog-service.ts';
import { type LeaveRow, listLeaves, reviewLeaves } from './leave-service.ts';
import { trainingRunByLecturer } from './lecturer-service.ts';

const presentLeave = (row: LeaveRow) => ({
  id: row.id,
  userId: row.user_id,
  userName: row.user_name,
  sessionId: row.session_id,
  sessionTitle: row.session_title,
  reason: row.reason,
  state: row.state,
  remark: row.review_remark,
  reviewTime: row.reviewed_at,
  createTime: row.created_at,
});

type Finder = (request: FastifyRequest, trainId: number) => Promise<{ id: number; tenant_id: string }>;

export async function trainingLeaveRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const asLecturer: Finder = (request, trainId) => trainingRunByLecturer(db, actorOf(request), trainId);
  const asAdmin: Finder = (request, trainId) => getTenantTraining(db, actorOf(request).tenantId, trainId);

  const list = (find: Finder) => async (request: FastifyRequest) => {
    const query = parseInput(ZTrainLeaveListSchema, request.query, request);
    const training = await find(request, query.trainId);
    const { rows, totalNum } = await listLeaves(db, training.tenant_id, { ...query, trainId: training.id });
    return ok(request, paged(rows.map(presentLeave), totalNum, query.pageSize));
  };
  const review = (find: Finder) => async (request: FastifyRequest) => {
    const body = queryAndBody(request);
    const { trainId } = parseInput(ZTrainRefSchema, body, request);
    const input = parseInput(ZTrainLeaveReviewSchema, body, request);
    const training = await find(request, trainId);
    const count = await reviewLeaves(db, actorOf(request), training.id, input);
    const key = input.type === 'agree' ? 'training.leaveApproved' : 'training.leaveRejected';
    return { ...ok(request, { count }), resMsg: translate(key, request.lang, { count }) };
  };

  app.get(trainingPaths.lecturerLeaves, lecturerOnly, list(asLecturer));
  app.put(trainingPaths.lecturerLeaveReview, lecturerOnly, review(asLecturer));
  app.get(trainingAdminPaths.leaves, backOffice(TRAIN_CODES.review), list(asAdmin));
  app.put(trainingAdminPaths.leaveReview, backOffice(TRAIN_CODES.review), review(asAdmin));
}
