// learner_courses (the read model My Task's course lists read) against the query it replaced: every way a
// course reaches a learner, and every change that moves one, gives the same list, order, totals and
// progress. The oracle below is the five-branch query My Task ran before issue 10 item 2, kept here only as
// the reference; it walks the org chain without a cache, so a unit moved a moment ago counts at once.
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgChainUp } from '../../core/org-scope.ts';
import { col, queryRows } from '../../db/rows.ts';
import {
  courseAssignments,
  courseEnrolments,
  courseStudyRecords,
  organisations,
  userGroupMembers,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makePosition, makeUser } from '../../test/factories.ts';
import { makeUserGroup } from '../org/test-factories.ts';
import { selectMyCourses } from './queries.ts';
import { assignCourse, enrolCourse, makeCourse, recordStudy } from './test-factories.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

type Learner = { id: number; tenantId: string };
type Lists = { assigned: boolean; added: boolean; elective: boolean };
const LISTS: Lists[] = [
  { assigned: true, added: true, elective: false },
  { assigned: true, added: false, elective: false },
  { assigned: true, added: true, elective: true },
  { assigned: false, added: false, elective: true },
];

const oracleShape = { id: col.int, is_remove: col.int, progress: col.int, todo: col.bool };

/** The query My Task ran before learner_courses, for one learner and one combination of lists. */
async function oracle(learner: Learner, lists: Lists, todoOnly: boolean) {
  const [user] = await queryRows(
    testApp.database.db,
    sql`select org_id, position_id from users where id = ${learner.id}`,
    { org_id: col.intOrNull, position_id: col.intOrNull },
  );
  const t = learner.tenantId;
  const chain: SQL = orgChainUp(t, user?.org_id ?? null);
  const rows = await queryRows(
    testApp.database.db,
    sql`with mine as (
        select m.course_id, min(m.removable) as is_remove, max(m.joined_at) as joined_at from (
          select a.course_id, 0 as removable, a.created_at as joined_at from course_assignments a
            where ${lists.assigned} and a.tenant_id = ${t} and (
              (a.target_type = 'user' and a.target_id = ${learner.id})
              or (a.target_type = 'org' and a.target_id in ${chain})
              or (a.target_type = 'position' and a.target_id = ${user?.position_id ?? null})
              or (a.target_type = 'group' and a.target_id in (select gm.group_id from user_group_members gm
                where gm.tenant_id = ${t} and gm.user_id = ${learner.id})))
          union all
          select e.course_id, 1, e.created_at from course_enrolments e
            where e.tenant_id = ${t} and e.user_id = ${learner.id}
              and ((e.kind = 'added' and ${lists.added}) or (e.kind = 'elective' and ${lists.elective}))
        ) m group by m.course_id
      )
      select mine.course_id as id, mine.is_remove, coalesce(r.progress, 0)::int as progress,
        coalesce(r.progress, 0) < 100 and (c.end_time is null or c.end_time >= now()) as todo
      from mine join courses c on c.id = mine.course_id
      left join course_study_records r on r.user_id = ${learner.id} and r.course_id = mine.course_id
      where c.tenant_id = ${t} and c.deleted_at is null and c.on_shelf
      order by mine.is_remove, mine.joined_at desc, mine.course_id desc`,
    oracleShape,
  );
  return rows.filter((row) => row.todo || !todoOnly);
}

/** Both answers for every list combination, with and without todoOnly. */
async function expectSameAsOracle(learner: Learner) {
  for (const lists of LISTS) {
    for (const todoOnly of [false, true]) {
      const expected = await oracle(learner, lists, todoOnly);
      const rows = await selectMyCourses(testApp.database.db, {
        tenantId: learner.tenantId,
        userId: learner.id,
        ...lists,
        todoOnly,
        limit: 100,
        offset: 0,
      });
      const where = `${JSON.stringify(lists)} todoOnly=${todoOnly}`;
      expect(
        rows.map((row) => ({ id: row.id, is_remove: row.is_remove, progress: row.progress })),
        where,
      ).toEqual(expected.map(({ id, is_remove, progress }) => ({ id, is_remove, progress })));
      expect(rows[0]?.total_num ?? 0, where).toBe(expected.length);
    }
  }
}

async function idsOf(learner: Learner, lists: Lists = LISTS[2] as Lists) {
  return (await oracle(learner, lists, false)).map((row) => row.id).sort((a, b) => a - b);
}

describe('learner_courses, the read model of My Task course lists', () => {
  it('gives the same lists as the query it replaced, for every way a course reaches a learner and every change', async () => {
    const { db } = testApp.database;
    const root = await makeOrgUnit(testApp);
    const unit = await makeOrgUnit(testApp, { parentId: root.id });
    const elsewhere = await makeOrgUnit(testApp);
    const position = await makePosition(testApp);
    const otherPosition = await makePosition(testApp);
    const learner = await makeUser(testApp, { orgId: unit.id, positionId: position.id });
    const bystander = await makeUser(testApp, { orgId: elsewhere.id });
    const group = await makeUserGroup(testApp, { memberIds: [learner.id] });

    const toUser = await makeCourse(testApp, { name: 'to the user' });
    const toRoot = await makeCourse(testApp, { name: 'to the unit above' });
    const toPosition = await makeCourse(testApp, { name: 'to the position' });
    const toGroup = await makeCourse(testApp, { name: 'to the group' });
    const added = await makeCourse(testApp, { name: 'added by the learner' });
    const elective = await makeCourse(testApp, { name: 'started as an elective' });
    const both = await makeCourse(testApp, { name: 'assigned and added' });
    const unassigned = await makeCourse(testApp, { name: 'reaches nobody' });
    await assignCourse(testApp, toUser, { type: 'user', id: learner.id });
    await assignCourse(testApp, toRoot, { type: 'org', id: root.id });
    await assignCourse(testApp, toPosition, { type: 'position', id: position.id });
    await assignCourse(testApp, toGroup, { type: 'group', id: group.id });
    await assignCourse(testApp, both, { type: 'user', id: learner.id });
    await enrolCourse(testApp, learner, added, 'added');
    await enrolCourse(testApp, learner, elective, 'elective');
    await enrolCourse(testApp, learner, both, 'added');
    await recordStudy(testApp, learner, toRoot, 40);
    await recordStudy(testApp, learner, added, 100);

    // Every way in is there, the unassigned course and the bystander's empty list too.
    expect(await idsOf(learner)).toEqual(
      [toUser, toRoot, toPosition, toGroup, added, elective, both].map((c) => c.id).sort((a, b) => a - b),
    );
    expect(await idsOf(learner)).not.toContain(unassigned.id);
    await expectSameAsOracle(learner);
    await expectSameAsOracle(bystander);

    // Progress moves; the learner moves to a unit outside the tree, then back; the position changes.
    await db
      .update(courseStudyRecords)
      .set({ progress: 100 })
      .where(sql`user_id = ${learner.id} and course_id = ${toRoot.id}`);
    await expectSameAsOracle(learner);
    await db.update(users).set({ orgId: elsewhere.id }).where(sql`id = ${learner.id}`);
    expect(await idsOf(learner)).not.toContain(toRoot.id);
    await expectSameAsOracle(learner);
    await db
      .update(users)
      .set({ orgId: unit.id, positionId: otherPosition.id })
      .where(sql`id = ${learner.id}`);
    expect(await idsOf(learner)).not.toContain(toPosition.id);
    await expectSameAsOracle(learner);

    // The unit is moved out from under root, then back; the learner leaves the group.
    await db.update(organisations).set({ parentId: elsewhere.id }).where(sql`id = ${unit.id}`);
    expect(await idsOf(learner)).not.toContain(toRoot.id);
    await expectSameAsOracle(learner);
    await db.update(organisations).set({ parentId: root.id }).where(sql`id = ${unit.id}`);
    await expectSameAsOracle(learner);
    await db.delete(userGroupMembers).where(sql`group_id = ${group.id} and user_id = ${learner.id}`);
    expect(await idsOf(learner)).not.toContain(toGroup.id);
    await expectSameAsOracle(learner);

    // An assignment is withdrawn from a course the learner also added: it stays, now removable.
    await db.delete(courseAssignments).where(sql`course_id = ${both.id}`);
    expect(await idsOf(learner)).toContain(both.id);
    await expectSameAsOracle(learner);
    // The learner removes it; an elective becomes an added course; a new user joins the unit.
    await db.delete(courseEnrolments).where(sql`user_id = ${learner.id} and course_id = ${both.id}`);
    expect(await idsOf(learner)).not.toContain(both.id);
    await db
      .update(courseEnrolments)
      .set({ kind: 'added' })
      .where(sql`user_id = ${learner.id} and course_id = ${elective.id}`);
    await expectSameAsOracle(learner);
    const newcomer = await makeUser(testApp, { orgId: unit.id });
    expect(await idsOf(newcomer)).toEqual([toRoot.id]);
    await expectSameAsOracle(newcomer);

    // A learner's rows are theirs alone: another tenant's learner sees none of them.
    const outsider = await makeUser(testApp, { tenantId: 'acme' });
    await expectSameAsOracle(outsider);
    expect(await idsOf(outsider)).toEqual([]);
  });

  it('stays right when assignments, moves, enrolments and progress race', async () => {
    const { db } = testApp.database;
    const root = await makeOrgUnit(testApp);
    const unit = await makeOrgUnit(testApp, { parentId: root.id });
    const away = await makeOrgUnit(testApp);
    const learners = await Promise.all(
      Array.from({ length: 16 }, () => makeUser(testApp, { orgId: unit.id })),
    );
    const [courseA, courseB, courseC] = [
      await makeCourse(testApp),
      await makeCourse(testApp),
      await makeCourse(testApp),
    ];
    if (!courseA || !courseB || !courseC) throw new Error('no course');
    await assignCourse(testApp, courseB, { type: 'org', id: root.id });
    await Promise.all([
      assignCourse(testApp, courseA, { type: 'org', id: unit.id }),
      db.delete(courseAssignments).where(sql`course_id = ${courseB.id}`),
      ...learners.map((learner, index) =>
        index % 2 === 0
          ? db.update(users).set({ orgId: away.id }).where(sql`id = ${learner.id}`)
          : enrolCourse(testApp, learner, courseB, 'added'),
      ),
      ...learners.map((learner) => recordStudy(testApp, learner, courseA, 30)),
      ...learners.map((learner) => enrolCourse(testApp, learner, courseC, 'elective')),
    ]);
    for (const learner of learners) await expectSameAsOracle(learner);
  });
});
