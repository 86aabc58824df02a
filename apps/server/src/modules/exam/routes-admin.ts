// The exam domain's back-office routes (issue 20 item 7): question bank and categories, papers and
// previews, arrangements and marking, grades and the report — each group in its own file, every route
// guarded by a privilege code of packages/shared/src/exam/privileges.ts.
import type { FastifyInstance } from 'fastify';
import { examAdminArrangeRoutes } from './routes-admin-arrange.ts';
import { examAdminBankRoutes } from './routes-admin-bank.ts';
import { examAdminGradeRoutes } from './routes-admin-grade.ts';
import { examAdminPaperRoutes } from './routes-admin-paper.ts';

export async function examAdminRoutes(app: FastifyInstance) {
  await examAdminBankRoutes(app);
  await examAdminPaperRoutes(app);
  await examAdminArrangeRoutes(app);
  await examAdminGradeRoutes(app);
}
