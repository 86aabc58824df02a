// Factories of the report tests: a back-office viewer of the dashboard and the daily study-time rows the
// course figures count.
import { type DataScopeKind, reportCodes } from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { courseStudyTimes, examResults } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';

/** A signed-in back-office user of the tenant whose role holds the dashboard (whole tenant unless told). */
export async function makeReportViewer(
  testApp: TestApp,
  options: { tenantId: string; orgId?: number | null; dataScope?: DataScopeKind },
) {
  return makeBackOfficeUser(testApp, {
    tenantId: options.tenantId,
    orgId: options.orgId ?? null,
    codes: [reportCodes.dashboard],
    ...(options.dataScope ? { dataScope: options.dataScope } : {}),
  });
}

/** Seconds a learner studied a course on a day ('YYYY-MM-DD'). */
export async function recordStudyTime(
  testApp: TestApp,
  user: { id: number; tenantId: string },
  course: { id: number },
  studyDate: string,
  seconds: number,
) {
  await testApp.database.db
    .insert(courseStudyTimes)
    .values({ tenantId: user.tenantId, userId: user.id, courseId: course.id, studyDate, seconds });
}

/** The marked outcome of a submitted attempt, as the lecturer's marking leaves it (1 failed, 3 passed). */
export async function gradeResult(testApp: TestApp, attemptId: number, passed: boolean) {
  await testApp.database.db
    .update(examResults)
    .set({ isPass: passed ? 3 : 1, markingState: 'done', pendingCount: 0 })
    .where(eq(examResults.attemptId, attemptId));
}
