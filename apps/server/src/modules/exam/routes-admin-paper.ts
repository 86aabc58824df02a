// Back-office routes of papers (original `exam/paper*`) and their previews (`exam/preview/*`): the preview
// is drawn like a learner's attempt and shown by the learner's paper presenter.
import {
  examPrivilegeCodes as C,
  examAdminPaths,
  ZIdQuerySchema,
  ZPaperListQuerySchema,
  ZPaperPreviewQuerySchema,
  ZPaperSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { creatorsOf } from './admin-category-service.ts';
import { adminPaper, deletePaper, listPapers, paperPreview, savePaper } from './admin-paper-service.ts';
import { presentAdminPaper, presentPreview } from './presenter-admin.ts';

export async function examAdminPaperRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  const list = async (request: FastifyRequest) => {
    const query = parseInput(ZPaperListQuerySchema, request.query, request);
    const { rows, totalNum } = await listPapers(db, actorOf(request), query);
    const page = rows.map((paper) => presentAdminPaper({ paper, sections: [], rules: [], questions: [] }));
    return ok(request, paged(page, totalNum, query.pageSize));
  };
  app.get(examAdminPaths.paperList, backOffice(C.paper), list);
  // The arrangement editor's "copies" tab: papers are not copied per exam here, so it lists the papers.
  app.get(examAdminPaths.paperCopyList, backOffice(C.paper), list);
  const creators = async (request: FastifyRequest) => {
    const rows = await creatorsOf(db, actorOf(request), 'exam_papers');
    return ok(
      request,
      rows.map((row) => ({ userId: row.user_id, name: row.name })),
    );
  };
  app.get(examAdminPaths.paperCreators, backOffice(C.paper), creators);
  app.get(examAdminPaths.paperMakers, backOffice(C.grade), creators);
  app.get(examAdminPaths.paper, backOffice(C.paper), async (request) => {
    const { id } = parseInput(ZIdQuerySchema, request.query, request);
    return ok(request, presentAdminPaper(await adminPaper(db, actorOf(request), id)));
  });
  app.post(examAdminPaths.paper, backOffice(C.paperAdd), async (request) => {
    const input = parseInput(ZPaperSchema, request.body, request);
    const saved = await savePaper(db, actorOf(request), { ...input, id: undefined });
    return ok(request, presentAdminPaper(saved));
  });
  app.put(examAdminPaths.paper, backOffice(C.paperEdit), async (request) => {
    const input = parseInput(ZPaperSchema, request.body, request);
    if (input.id === undefined) parseInput(ZIdQuerySchema, request.body, request);
    return ok(request, presentAdminPaper(await savePaper(db, actorOf(request), input)));
  });
  app.delete(examAdminPaths.paper, backOffice(C.paperDelete), async (request) => {
    const { id } = parseInput(ZIdQuerySchema, queryAndBody(request), request);
    await deletePaper(db, actorOf(request), id);
    return ok(request, null);
  });

  const preview = async (request: FastifyRequest) => {
    const { paperId } = parseInput(ZPaperPreviewQuerySchema, request.query, request);
    const { paper, layout, content } = await paperPreview(db, actorOf(request), paperId);
    return ok(request, presentPreview(paper, layout, content));
  };
  app.get(examAdminPaths.previewManual, backOffice(C.paper), preview);
  app.get(examAdminPaths.previewRandom, backOffice(C.paper), preview);
}
