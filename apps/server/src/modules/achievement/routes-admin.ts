// Back-office points management at the original back office's paths (积分管理): rules with their sources,
// stop/start and delete, the learners' points and ledgers, and manual adjustments with a reason.
import {
  achievementPrivilegeCodes as C,
  achievementAdminPaths as P,
  type TPointsRuleInput,
  ZPointsAdjustSchema,
  ZPointsRuleSchema,
  ZRevokeEntriesSchema,
  ZRuleIdsSchema,
  ZRuleListSchema,
  ZRuleToggleSchema,
  ZScoreDetailsSchema,
  ZSourceListSchema,
  ZSourceToggleSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { adjustPoints, userLedgerPage, userPointsPage } from './admin-service.ts';
import { servePointsImport } from './import-service.ts';
import { presentEntry } from './presenter.ts';
import { presentRuleRow, presentSources, presentUserPoints } from './presenter-admin.ts';
import { revokeEntries } from './revoke-service.ts';
import {
  addRule,
  deleteRules,
  editRule,
  listRules,
  type RuleInput,
  setRuleEnabled,
} from './rules-service.ts';
import { listSources, setSourceEnabled } from './source-service.ts';

const input = (request: FastifyRequest) => queryAndBody(request);

function ruleInput(parsed: TPointsRuleInput): RuleInput {
  return {
    source: parsed.sysRuleId,
    name: parsed.stuName,
    points: parsed.score,
    dailyCap: parsed.dayLimit,
    description: parsed.ruleState ?? '',
  };
}

export async function achievementAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.post(P.listRules, backOffice(C.rules), async (request) => {
    const { likeQuery } = parseInput(ZRuleListSchema, input(request), request);
    const rows = await listRules(db, actorOf(request).tenantId, likeQuery);
    return ok(
      request,
      rows.map((row) => presentRuleRow(row, request.lang)),
    );
  });
  // The rule sources with their state; the rule dialogs read them too, hence the rules code.
  app.post(P.listSources, backOffice(C.rules), async (request) => {
    const { status } = parseInput(ZSourceListSchema, input(request), request);
    const sources = await listSources(db, actorOf(request).tenantId);
    const wanted = status === undefined ? sources : sources.filter((s) => Number(s.enabled) === status);
    return ok(request, presentSources(wanted, request.lang));
  });
  app.post(P.editSource, backOffice(C.sourceStop), async (request) => {
    const { id, status } = parseInput(ZSourceToggleSchema, input(request), request);
    await setSourceEnabled(db, actorOf(request).tenantId, id, status === 1);
    return ok(request, null);
  });
  app.post(P.addRule, backOffice(C.ruleAdd), async (request) => {
    const parsed = parseInput(ZPointsRuleSchema, input(request), request);
    return ok(request, { id: await addRule(db, actorOf(request).tenantId, ruleInput(parsed)) });
  });
  app.post(P.editRule, backOffice(C.ruleEdit), async (request) => {
    const parsed = parseInput(ZPointsRuleSchema.required({ id: true }), input(request), request);
    await editRule(db, actorOf(request).tenantId, parsed.id, ruleInput(parsed));
    return ok(request, null);
  });
  app.post(P.deleteRules, backOffice(C.ruleDelete), async (request) => {
    const { ids } = parseInput(ZRuleIdsSchema, input(request), request);
    await deleteRules(db, actorOf(request).tenantId, ids);
    return ok(request, null);
  });
  app.post(P.toggleRules, backOffice(C.ruleStop), async (request) => {
    const { ids, status } = parseInput(ZRuleToggleSchema, input(request), request);
    await setRuleEnabled(db, actorOf(request).tenantId, ids, status === 1);
    return ok(request, null);
  });

  app.post(P.adjust, backOffice(C.adjust), async (request) => {
    const parsed = parseInput(ZPointsAdjustSchema, input(request), request);
    return ok(request, await adjustPoints(db, actorOf(request), parsed));
  });
  app.post(P.revokeEntries, backOffice(C.revoke), async (request) => {
    const { ids } = parseInput(ZRevokeEntriesSchema, input(request), request);
    return ok(request, await revokeEntries(db, actorOf(request), ids));
  });
  await servePointsImport(app);

  app.post(P.details, backOffice(C.details), async (request) => {
    const query = parseInput(ZScoreDetailsSchema, input(request), request);
    const actor = actorOf(request);
    if (query.userId) {
      const { rows, totalNum } = await userLedgerPage(db, actor, query.userId, query);
      return ok(
        request,
        paged(
          rows.map((row) => presentEntry(row, request.lang)),
          totalNum,
          query.size,
        ),
      );
    }
    const { rows, totalNum } = await userPointsPage(db, actor, query);
    return ok(request, paged(rows.map(presentUserPoints), totalNum, query.size));
  });
}
