// Test factories of the My Task domain. Courses, assignments, enrolments and study records are the course
// domain's (re-exported here so a My Task test imports from its own module); this file adds the learner
// My Task is about: signed in, in an org unit below another, with a position — every way an assignment
// can reach a person.

import { courseStudyTimes } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makePosition, makeSignedInUser, type UserOptions } from '../../test/factories.ts';

export { assignCourse, enrolCourse, makeCourse, recordStudy } from '../course/test-factories.ts';

/** A signed-in learner whose unit has a parent unit, and who holds a position. */
export async function makeLearnerInOrgChain(testApp: TestApp, options: UserOptions = {}) {
  const tenantId = options.tenantId ?? 'learn';
  const parentUnit = await makeOrgUnit(testApp, { tenantId });
  const unit = await makeOrgUnit(testApp, { tenantId, parentId: parentUnit.id });
  const position = await makePosition(testApp, { tenantId });
  const { user, token } = await makeSignedInUser(testApp, {
    ...options,
    tenantId,
    orgId: unit.id,
    positionId: position.id,
  });
  return { user, token, unit, parentUnit, position };
}

/** Study time the progress service credited to a learner on a course on one day (`YYYY-MM-DD`, UTC). */
export async function recordStudyTime(
  testApp: TestApp,
  user: { id: number; tenantId: string },
  course: { id: number },
  time: { seconds: number; date: string },
) {
  await testApp.database.db.insert(courseStudyTimes).values({
    tenantId: user.tenantId,
    userId: user.id,
    courseId: course.id,
    studyDate: time.date,
    seconds: time.seconds,
  });
}
