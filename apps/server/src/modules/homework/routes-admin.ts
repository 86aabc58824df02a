// Back-office homework: the assignments with their report (reached, submitted, graded, passed), authoring
// and deletion. Every route is `backOffice(code)`.
import {
  homeworkPrivilegeCodes as C,
  homeworkAdminPaths as P,
  ZHomeworkAdminListSchema,
  ZHomeworkIdsSchema,
  ZHomeworkSaveSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { deleteAssignments, listAssignments, saveAssignment } from './authoring-service.ts';
import { presentJob } from './presenter.ts';

export async function homeworkAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.list, backOffice(C.job), async (request) => {
    const query = parseInput(ZHomeworkAdminListSchema, request.query, request);
    const { rows, totalNum } = await listAssignments(db, actorOf(request), query);
    const data = rows.map((row) => ({
      ...presentJob(row, null),
      reached: row.reached,
      submitted: row.submitted,
      graded: row.graded,
      passed: row.passed,
    }));
    return ok(request, paged(data, totalNum, query.pageSize));
  });

  app.post(P.save, backOffice(C.jobSave), async (request) => {
    const input = parseInput(ZHomeworkSaveSchema, request.body ?? {}, request);
    return ok(request, { id: await saveAssignment(db, actorOf(request), input) });
  });

  app.post(P.remove, backOffice(C.jobDelete), async (request) => {
    const { ids } = parseInput(ZHomeworkIdsSchema, queryAndBody(request), request);
    return ok(request, { removed: await deleteAssignments(db, actorOf(request), ids) });
  });
}
