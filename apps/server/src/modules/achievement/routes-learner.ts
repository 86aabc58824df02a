// The learner's achievement calls at the original client's paths: the home page's rankings, the personal
// centre's summary, ledger, archive, and the medal wall, learning record and rules of their pages.
import {
  achievementPaths as P,
  RankMeasure,
  RankPeriod,
  RankScope,
  ZLearningRecordQuerySchema,
  ZRankingQuerySchema,
  ZScoreListQuerySchema,
  ZStatisticsQuerySchema,
  ZTopQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { personalStatistics, pointsFiguresOf, studySecondsOf } from './figures-service.ts';
import { medalWall } from './medal-service.ts';
import { requireSelf } from './policy.ts';
import {
  presentEntry,
  presentLearningRecord,
  presentMedalWall,
  presentMyRank,
  presentRankPage,
  presentRule,
  presentStatistics,
  presentSummary,
  presentTopByHours,
  presentTopByPoints,
} from './presenter.ts';
import { learningRecordCsv } from './presenter-export.ts';
import { myRank, rankingPage, topLearners } from './ranking-service.ts';
import { learningRecord, learningRecordRows, scoreList } from './record-service.ts';
import { listRules } from './rules-service.ts';

const thisMonth = { period: RankPeriod.month, scope: RankScope.tenant } as const;

export async function achievementLearnerRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.monthlyCredit, signedIn, async (request) => {
    const { num } = parseInput(ZTopQuerySchema, request.query, request);
    const rows = await topLearners(db, actorOf(request), { ...thisMonth, measure: RankMeasure.points }, num);
    return ok(request, rows.map(presentTopByPoints));
  });
  app.get(P.monthlyPeriod, signedIn, async (request) => {
    const { num } = parseInput(ZTopQuerySchema, request.query, request);
    const rows = await topLearners(db, actorOf(request), { ...thisMonth, measure: RankMeasure.hours }, num);
    return ok(request, rows.map(presentTopByHours));
  });
  app.get(P.ranking, signedIn, async (request) => {
    const query = parseInput(ZRankingQuerySchema, request.query, request);
    const page = await rankingPage(db, actorOf(request), query);
    return ok(request, presentRankPage(page, query.pageSize, query.measure === RankMeasure.hours));
  });
  app.get(P.myRanking, signedIn, async (request) => {
    const query = parseInput(ZRankingQuerySchema, request.query, request);
    const mine = await myRank(db, actorOf(request), query);
    return ok(request, presentMyRank(mine, query.measure === RankMeasure.hours));
  });

  app.get(P.summary, signedIn, async (request) => {
    const actor = actorOf(request);
    const [points, seconds] = await Promise.all([pointsFiguresOf(db, actor), studySecondsOf(db, actor)]);
    return ok(request, presentSummary(points, seconds));
  });
  app.post(P.scoreList, signedIn, async (request) => {
    const query = parseInput(ZScoreListQuerySchema, queryAndBody(request), request);
    const { rows, totalNum } = await scoreList(db, actorOf(request), query);
    return ok(
      request,
      paged(
        rows.map((row) => presentEntry(row, request.lang)),
        totalNum,
        query.pageSize,
      ),
    );
  });
  app.get(P.scoreRules, signedIn, async (request) => {
    const rules = await listRules(db, actorOf(request).tenantId);
    return ok(request, rules.filter((rule) => rule.enabled).map(presentRule));
  });
  app.get(P.statistics, signedIn, async (request) => {
    const { userId } = parseInput(ZStatisticsQuerySchema, request.query, request);
    const actor = requireSelf(actorOf(request), userId);
    return ok(request, presentStatistics(await personalStatistics(db, actor)));
  });

  app.get(P.medalWall, signedIn, async (request) => {
    const wall = await medalWall(db, actorOf(request));
    return ok(request, presentMedalWall(wall, request.lang));
  });
  app.get(P.learningRecord, signedIn, async (request) => {
    const query = parseInput(ZLearningRecordQuerySchema, request.query, request);
    const page = await learningRecord(db, actorOf(request), query);
    return ok(request, presentLearningRecord(page, query.pageSize));
  });
  app.get(P.learningRecordExport, signedIn, async (request, reply) => {
    const query = parseInput(ZLearningRecordQuerySchema, request.query, request);
    const rows = await learningRecordRows(db, actorOf(request), query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="learning-record.csv"')
      .send(learningRecordCsv(rows, request.lang));
  });
}
