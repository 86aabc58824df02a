// The enterprise centre's routes (SPEC §2 /enterprise/*): org admins only, over their subtrees. Each call
// parses its input first (bad input is a 400 for anyone), then the policy refuses a non-admin (403).
import {
  enterprisePaths as P,
  ZEnterpriseRemindSchema,
  ZEnterpriseScopeSchema,
  ZEnterpriseSituationSchema,
  ZEnterpriseStudentSchema,
  ZEnterpriseStudentsSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { exportRows } from '../spreadsheet/write-service.ts';
import { countFigures, learnerFigures } from './figures-service.ts';
import { requireFound } from './policy.ts';
import { presentSituation, presentStudent, presentUnitTree } from './presenter.ts';
import { exportStudentRow, STUDENT_EXPORT, situationExport } from './presenter-export.ts';
import { remindLearners } from './remind-service.ts';
import { adminScopeOf, peopleScopes } from './scope-service.ts';
import { departmentSituation, unitsOf } from './situation-service.ts';
import { findStudent, listStudents, studentsForExport } from './student-service.ts';

export async function enterpriseRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.orgTree, signedIn, async (request) => {
    const scope = await adminScopeOf(db, actorOf(request));
    return ok(request, presentUnitTree(await unitsOf(db, scope)));
  });
  app.get(P.overview, signedIn, async (request) => {
    const query = parseInput(ZEnterpriseScopeSchema, request.query, request);
    const scope = await adminScopeOf(db, actorOf(request));
    return ok(request, await countFigures(db, await peopleScopes(db, scope, query.orgId), query));
  });
  app.get(P.students, signedIn, async (request) => {
    const query = parseInput(ZEnterpriseStudentsSchema, request.query, request);
    const scope = await adminScopeOf(db, actorOf(request));
    const { rows, totalNum } = await listStudents(db, scope, query);
    return ok(request, paged(rows.map(presentStudent), totalNum, query.pageSize));
  });
  app.get(P.studentsExport, signedIn, async (request, reply) => {
    const query = parseInput(ZEnterpriseStudentsSchema, request.query, request);
    const scope = await adminScopeOf(db, actorOf(request));
    const rows = (await studentsForExport(db, scope, query)).map(presentStudent).map(exportStudentRow);
    return exportRows(reply, request.lang, { ...STUDENT_EXPORT, rows });
  });
  app.get(P.studentSituation, signedIn, async (request) => {
    const query = parseInput(ZEnterpriseStudentSchema, request.query, request);
    const actor = actorOf(request);
    const scope = await adminScopeOf(db, actor);
    const student = requireFound(await findStudent(db, scope, query.userId));
    const figures = await learnerFigures(db, actor.tenantId, student.id, query);
    return ok(request, { student: presentStudent(student), figures });
  });
  app.get(P.situation, signedIn, async (request) => {
    const query = parseInput(ZEnterpriseSituationSchema, request.query, request);
    const scope = await adminScopeOf(db, actorOf(request));
    const rows = await departmentSituation(db, await peopleScopes(db, scope, query.orgId), query.type, query);
    return ok(request, presentSituation(query.type, rows));
  });
  app.get(P.situationExport, signedIn, async (request, reply) => {
    const query = parseInput(ZEnterpriseSituationSchema, request.query, request);
    const scope = await adminScopeOf(db, actorOf(request));
    const rows = await departmentSituation(db, await peopleScopes(db, scope, query.orgId), query.type, query);
    return exportRows(
      reply,
      request.lang,
      situationExport(query.type, presentSituation(query.type, rows).departments),
    );
  });
  app.post(P.remind, signedIn, async (request) => {
    const input = parseInput(ZEnterpriseRemindSchema, queryAndBody(request), request);
    const actor = actorOf(request);
    const scope = await adminScopeOf(db, actor);
    return ok(request, { remindedNum: await remindLearners(db, actor, scope, input, request.lang) });
  });
}
