// The back office's community: zones with their moderators (list, one, add, edit, open, close, delete) and the
// reported-post queue. Every route is `backOffice(code)`.
import {
  communityPrivilegeCodes as C,
  communityAdminPaths as P,
  ZHandleReportSchema,
  ZPageQuerySchema,
  ZZoneListSchema,
  ZZoneRowSchema,
  ZZoneRowsSchema,
  ZZoneSaveSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { adminGetZone, adminListZones, deleteZones, saveZone, setZoneOpen } from './admin-zone-service.ts';
import { handleReport, listReports } from './moderation-service.ts';
import { presentZone } from './presenter.ts';

const input = (request: FastifyRequest) => queryAndBody(request);

export async function communityAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const view = backOffice(C.zones);
  const edit = backOffice(C.zonesEdit);
  app.get(P.zones, view, async (request) => {
    const query = parseInput(ZZoneListSchema, request.query, request);
    const { rows, totalNum } = await adminListZones(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentZone), totalNum, query.pageSize));
  });
  app.get(P.zone, view, async (request) => {
    const { id } = parseInput(ZZoneRowSchema, request.query, request);
    return ok(request, presentZone(await adminGetZone(db, actorOf(request), id)));
  });
  const save = (withId: boolean) => async (request: FastifyRequest) => {
    const body = parseInput(ZZoneSaveSchema, input(request), request);
    if (withId) parseInput(ZZoneRowSchema, body, request);
    return ok(request, {
      id: await saveZone(db, actorOf(request), withId ? body : { ...body, id: undefined }),
    });
  };
  app.post(P.add, edit, save(false));
  app.post(P.edit, edit, save(true));
  const open = (on: boolean) => async (request: FastifyRequest) => {
    const { id } = parseInput(ZZoneRowSchema, input(request), request);
    await setZoneOpen(db, actorOf(request), id, on);
    return ok(request, { id });
  };
  app.post(P.open, edit, open(true));
  app.post(P.close, edit, open(false));
  app.post(P.delete, edit, async (request) => {
    const { id } = parseInput(ZZoneRowSchema, input(request), request);
    await deleteZones(db, actorOf(request), [id]);
    return ok(request, { id });
  });
  app.post(P.deleteMany, edit, async (request) => {
    const { ids } = parseInput(ZZoneRowsSchema, input(request), request);
    await deleteZones(db, actorOf(request), ids);
    return ok(request, { ids });
  });
  app.get(P.reports, backOffice(C.reports), async (request) => {
    const query = parseInput(ZPageQuerySchema, request.query, request);
    const { rows, totalNum } = await listReports(db, actorOf(request), query);
    const data = rows.map((r) => ({
      topicId: r.topic_id,
      title: r.title,
      areaName: r.area_name,
      userName: r.user_name,
      status: r.status,
      reportNum: r.report_num,
      reasons: r.reasons,
      lastReportedAt: r.last_reported_at,
    }));
    return ok(request, paged(data, totalNum, query.pageSize));
  });
  app.post(P.handleReport, backOffice(C.reportsHandle), async (request) => {
    const body = parseInput(ZHandleReportSchema, input(request), request);
    await handleReport(db, actorOf(request), body);
    return ok(request, { topicId: body.topicId });
  });
}
