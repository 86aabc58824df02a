// Lecturers, their categories and tutors of the back office at the original paths (the lecturer list
// itself is this product's: the original list path answers the learner's lecturer filter).
import {
  EXPORT_ROWS_MAX,
  orgCodes,
  orgAdminPaths as P,
  translate,
  ZApprenticeChangeSchema,
  ZIdSchema,
  ZLecturerCategorySchema,
  ZLecturerCategoryStatusSchema,
  ZLecturerIdsSchema,
  ZLecturerPageSchema,
  ZLecturerSchema,
  ZLecturerStatusSchema,
  ZTutorIdSchema,
  ZTutorIdsSchema,
  ZTutorMakeSchema,
  ZTutorPageSchema,
  ZUserIdSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { templateSheet } from '../spreadsheet/presenter.ts';
import { exportRows, sendWorkbook, workbookStream } from '../spreadsheet/write-service.ts';
import { lecturerImport, serveLecturerImport } from './import-lecturers.ts';
import {
  changeLecturerCategory,
  changeLecturers,
  findLecturer,
  listLecturerCategories,
  listLecturers,
  saveLecturer,
  saveLecturerCategory,
} from './lecturer-service.ts';
import { LECTURER_EXPORT, TUTOR_EXPORT } from './presenter-export.ts';
import {
  presentApprentice,
  presentLecturer,
  presentLecturerCategory,
  presentTutor,
} from './presenter-people.ts';
import { changeApprentices, listApprentices, listTutors, setTutors } from './tutor-service.ts';

export async function orgLecturerRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const menu = backOffice(orgCodes.lecturerMenu);

  app.get(P.lecturerPage, menu, async (request) => {
    const query = parseInput(ZLecturerPageSchema, request.query, request);
    const { rows, totalNum } = await listLecturers(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentLecturer), totalNum, query.pageSize));
  });
  app.get(P.lecturerExport, backOffice(orgCodes.lecturerExport), async (request, reply) => {
    const query = parseInput(ZLecturerPageSchema, request.query, request);
    const { rows } = await listLecturers(db, actorOf(request), {
      ...query,
      pageNo: 1,
      pageSize: EXPORT_ROWS_MAX,
    });
    const kinds = {
      internal: translate('org.lecturer.internal', request.lang),
      external: translate('org.lecturer.external', request.lang),
    };
    const records = rows.map(presentLecturer).map((l) => ({ ...l, kindText: kinds[l.kind] }));
    return exportRows(reply, request.lang, { ...LECTURER_EXPORT, rows: records });
  });
  app.post(P.lecturerGet, menu, async (request) => {
    const { userId } = parseInput(ZUserIdSchema, queryAndBody(request), request);
    return ok(request, presentLecturer(await findLecturer(db, actorOf(request), userId)));
  });
  app.post(P.lecturerAdd, backOffice(orgCodes.lecturerAdd), async (request) => {
    const input = parseInput(ZLecturerSchema, request.body, request);
    await saveLecturer(app.deps, actorOf(request), input);
    return ok(request, null);
  });
  app.put(P.lecturerUpdate, backOffice(orgCodes.lecturerEdit), async (request) => {
    const input = parseInput(ZLecturerSchema, request.body, request);
    await findLecturer(db, actorOf(request), input.userId);
    await saveLecturer(app.deps, actorOf(request), input);
    return ok(request, null);
  });
  app.delete(P.lecturerDelete, backOffice(orgCodes.lecturerDelete), async (request) => {
    const { userId } = parseInput(ZLecturerIdsSchema, queryAndBody(request), request);
    await changeLecturers(app.deps, actorOf(request), userId, 'remove');
    return ok(request, null);
  });
  app.post(P.lecturerStatus, backOffice(orgCodes.lecturerStatus), async (request) => {
    const { userId, enabled } = parseInput(ZLecturerStatusSchema, request.body, request);
    await changeLecturers(app.deps, actorOf(request), userId, { enabled });
    return ok(request, null);
  });
  app.get(P.lecturerTemplate, menu, async (request, reply) => {
    const sheet = templateSheet(lecturerImport, request.lang);
    const name = lecturerImport.name[request.lang];
    return sendWorkbook(reply, name, workbookStream(name, sheet.columns, sheet.rows));
  });

  app.post(P.lecturerCategories, menu, async (request) =>
    ok(request, (await listLecturerCategories(db, actorOf(request))).map(presentLecturerCategory)),
  );
  for (const path of [P.lecturerCategoryAdd, P.lecturerCategoryEdit]) {
    app.post(path, backOffice(orgCodes.lecturerCategory), async (request) => {
      const input = parseInput(ZLecturerCategorySchema, request.body, request);
      return ok(request, { id: await saveLecturerCategory(db, actorOf(request), input) });
    });
  }
  app.post(P.lecturerCategoryDelete, backOffice(orgCodes.lecturerCategory), async (request) => {
    const { id } = parseInput(ZIdSchema, request.body, request);
    await changeLecturerCategory(db, actorOf(request), id, 'delete');
    return ok(request, null);
  });
  app.post(P.lecturerCategoryStatus, backOffice(orgCodes.lecturerCategory), async (request) => {
    const { id, enabled } = parseInput(ZLecturerCategoryStatusSchema, request.body, request);
    await changeLecturerCategory(db, actorOf(request), id, { enabled });
    return ok(request, null);
  });
  await serveLecturerImport(app);

  const tutors = backOffice(orgCodes.tutorMenu);
  app.post(P.tutorList, tutors, async (request) => {
    const query = parseInput(ZTutorPageSchema, queryAndBody(request), request);
    const { rows, totalNum } = await listTutors(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentTutor), totalNum, query.pageSize));
  });
  app.get(P.tutorExport, backOffice(orgCodes.tutorExport), async (request, reply) => {
    const query = parseInput(ZTutorPageSchema, request.query, request);
    const { rows } = await listTutors(db, actorOf(request), {
      ...query,
      pageNo: 1,
      pageSize: EXPORT_ROWS_MAX,
    });
    return exportRows(reply, request.lang, { ...TUTOR_EXPORT, rows: rows.map(presentTutor) });
  });
  app.post(P.tutorAdd, backOffice(orgCodes.tutorAdd), async (request) => {
    const { userId } = parseInput(ZTutorMakeSchema, request.body, request);
    await setTutors(app.deps, actorOf(request), userId, true);
    return ok(request, null);
  });
  app.post(P.tutorDelete, backOffice(orgCodes.tutorDelete), async (request) => {
    const { ids } = parseInput(ZTutorIdsSchema, request.body, request);
    await setTutors(app.deps, actorOf(request), ids, false);
    return ok(request, null);
  });
  app.post(P.tutorStudents, tutors, async (request) => {
    const { tutorId } = parseInput(ZTutorIdSchema, queryAndBody(request), request);
    return ok(request, (await listApprentices(db, actorOf(request), tutorId)).map(presentApprentice));
  });
  app.post(P.tutorApprenticeStatus, backOffice(orgCodes.tutorApprentice), async (request) => {
    const input = parseInput(ZApprenticeChangeSchema, request.body, request);
    await changeApprentices(app.deps, actorOf(request), input);
    return ok(request, null);
  });
}
