// The study-hour rankings through the real app: study time written by any writer (here the factory, as the
// progress service writes it) moves the month's, the year's and the all-time totals the rankings read
// (study_hours_periods, kept by a trigger), more time adds, a removed study day subtracts, and the home
// page's monthly top list reads the same totals. A tenant of its own holds exactly this test's learners.
import {
  achievementPaths,
  POINTS_TIME_ZONE,
  type TPage,
  type TRankLine,
  type TTopLearner,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStatement } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant, makeUser } from '../../test/factories.ts';
import { makeCourse } from '../course/test-factories.ts';
import { recordStudyTime } from '../my-task/test-factories.ts';

/** Today in the business time zone, as the rankings' periods count it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: POINTS_TIME_ZONE }).format(new Date());

describe('achievement: study-hour rankings', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tenantId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    tenantId = (await makeTenant(testApp)).id;
  });
  afterAll(() => testApp.close());

  it('ranks by the study time of the month, the year and all time, kept as time is written', async () => {
    const me = await makeSignedInUser(testApp, { tenantId });
    const other = await makeUser(testApp, { tenantId });
    const course = await makeCourse(testApp, { tenantId });
    const another = await makeCourse(testApp, { tenantId });
    const user = { id: me.user.id, tenantId };
    await recordStudyTime(testApp, user, course, { seconds: 3600, date: today });
    await recordStudyTime(testApp, { id: other.id, tenantId }, course, { seconds: 1800, date: today });
    // Years ago: counts in all time only.
    await recordStudyTime(testApp, { id: other.id, tenantId }, another, {
      seconds: 7200,
      date: '2019-05-01',
    });

    const ranking = async (period: string) =>
      (
        await api.get<TPage<TRankLine>>(achievementPaths.ranking, {
          token: me.token,
          tenant: tenantId,
          query: { period, measure: 'hours', pageSize: 10 },
        })
      ).body.response;
    const idsAndValues = (page: TPage<TRankLine>) => page.data.map((line) => [line.id, line.value]);
    const month = await ranking('month');
    expect(month.totalNum).toBe(2);
    expect(month.data.map((line) => line.rank)).toEqual([1, 2]);
    expect((await ranking('all')).data[0]).toMatchObject({ rank: 1 });
    const allTime = await ranking('all');
    expect(allTime.data.map((line) => line.id)).toEqual([other.id, me.user.id]);

    // More time the same day adds; a removed day subtracts.
    await runStatement(
      testApp.database.db,
      sql`update course_study_times set seconds = seconds + 7200
          where user_id = ${other.id} and course_id = ${course.id} and study_date = ${today}`,
    );
    const after = await ranking('year');
    expect(after.data.map((line) => line.id)).toEqual([other.id, me.user.id]);
    await runStatement(
      testApp.database.db,
      sql`delete from course_study_times where user_id = ${other.id} and course_id = ${course.id}`,
    );
    expect(idsAndValues(await ranking('month'))).toEqual([[me.user.id, expect.any(Number)]]);
    expect((await ranking('month')).totalNum).toBe(1);

    const top = await api.get<TTopLearner[]>(achievementPaths.monthlyPeriod, {
      token: me.token,
      tenant: tenantId,
      query: { num: 5 },
    });
    expect(top.body.response.map((line) => line.id)).toEqual([me.user.id]);
  });
});
