// The study figures of the enterprise centre, counted by the report domain's exported counters over a set of
// people (an admin's subtrees, one unit, or one learner): members, course study, exams, and the trainings,
// live streams and plans whose domains registered their counters with the report. This module never reads
// another domain's tables; it adds up what the counters answer.
import type { TEnterpriseFigures } from '@elearning/shared';
import type { Db } from '../../db/client.ts';
import { countCourseStudy, countExams, countMembers } from '../report/dashboard-service.ts';
import { coversUser, type PeopleScope } from '../report/policy.ts';
import type { DayRange } from '../report/queries.ts';
import { countArea } from '../report/study-area-service.ts';

const HOUR = 3600;
const hours = (seconds: number) => Math.round((seconds / HOUR) * 10) / 10;

async function figuresOf(db: Db, people: PeopleScope, range: DayRange) {
  const covers = (alias: string) => coversUser(people, alias);
  const [members, course, exam, train, live, plan] = await Promise.all([
    countMembers(db, people),
    countCourseStudy(db, people, range),
    countExams(db, people, range),
    countArea(db, 'train', people, range, covers),
    countArea(db, 'live', people, range, covers),
    countArea(db, 'plan', people, range, covers),
  ]);
  return { members, course, exam, train, live, plan };
}

/** The figures over every scope, added up (catalogue counts such as published courses are the tenant's). */
export async function countFigures(
  db: Db,
  scopes: PeopleScope[],
  range: DayRange,
): Promise<TEnterpriseFigures> {
  const parts = await Promise.all(scopes.map((people) => figuresOf(db, people, range)));
  const sum = (pick: (part: (typeof parts)[number]) => number) =>
    parts.reduce((acc, part) => acc + pick(part), 0);
  const max = (pick: (part: (typeof parts)[number]) => number) => Math.max(0, ...parts.map(pick));
  const trainStudents = sum((p) => p.train.trainStudents);
  const passedTrainees = sum((p) => (p.train.trainPass / 100) * p.train.trainStudents);
  return {
    userNum: sum((p) => p.members.userNum),
    course: {
      courseNum: max((p) => p.course.courses),
      students: sum((p) => p.course.students),
      studyHours: hours(sum((p) => p.course.seconds)),
    },
    exam: {
      examNum: max((p) => p.exam.exams),
      students: sum((p) => p.exam.students),
      attempts: sum((p) => p.exam.attempts),
      passed: sum((p) => p.exam.passed),
    },
    train: {
      trainNum: max((p) => p.train.trainNum),
      students: trainStudents,
      trainHours: hours(sum((p) => p.train.trainTime)),
      passRate: trainStudents === 0 ? 0 : Math.round((passedTrainees / trainStudents) * 100),
    },
    live: { liveTimes: max((p) => p.live.liveTimes), viewers: sum((p) => p.live.playerTimes) },
    plan: {
      planNum: max((p) => p.plan.compulsoryNum),
      students: sum((p) => p.plan.compulsoryStudents),
      planHours: hours(sum((p) => p.plan.compulsoryTime)),
    },
  };
}

/** One learner's figures: the report's counters over a scope of that person alone. */
export function learnerFigures(db: Db, tenantId: string, userId: number, range: DayRange) {
  return countFigures(db, [{ tenantId, scope: { kind: 'own', userId }, orgId: undefined }], range);
}
