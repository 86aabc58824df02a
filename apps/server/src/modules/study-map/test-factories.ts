// The study map's factories: an ability with levels and learning ways, a position's competency model, a
// promotion route and the tenant's position-choice setting, written into the domain's own tables; the
// learners' kept maps are dropped after the ability and model writes, as the services do.
import { type AbilityRouteType, courseEvents } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import {
  positions,
  studyMapAbilities,
  studyMapAbilityLevels,
  studyMapLevelRoutes,
  studyMapPositionAbilities,
  studyMapRoutes,
  studyMapSettings,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { uniqueSuffix } from '../../test/factories.ts';
import { deliverEvent } from '../achievement/test-factories.ts';
import { recordStudy } from '../course/test-factories.ts';
import { forgetMyWays } from './queries-my-way.ts';

export type WayOptions = { type: AbilityRouteType; bizId?: number; name?: string; material?: string };
export type AbilityOptions = { tenantId?: string; name?: string; sort?: number; ways?: WayOptions[] };

/** An ability with one level (graded `sort`, 3 by default) holding the learning ways asked for. */
export async function makeAbility(testApp: TestApp, options: AbilityOptions = {}) {
  const db = testApp.database.db;
  const tenantId = options.tenantId ?? 'learn';
  const [ability] = await db
    .insert(studyMapAbilities)
    .values({ tenantId, name: options.name ?? `Ability ${uniqueSuffix()}`, description: 'What it takes' })
    .returning();
  if (!ability) throw new Error('makeAbility: no row');
  const [level] = await db
    .insert(studyMapAbilityLevels)
    .values({ tenantId, abilityId: ability.id, name: 'Level', sort: options.sort ?? 3 })
    .returning();
  if (!level) throw new Error('makeAbility: no level');
  const ways =
    (options.ways ?? []).length === 0
      ? []
      : await db
          .insert(studyMapLevelRoutes)
          .values(
            (options.ways ?? []).map((way, sort) => ({
              tenantId,
              levelId: level.id,
              routeType: way.type,
              bizId: way.bizId ?? 0,
              routeName: way.name ?? `Way ${sort + 1}`,
              material: way.material ?? '',
              sort,
            })),
          )
          .returning();
  forgetMyWays(tenantId);
  return { ...ability, level, ways };
}

/** Binds abilities (at their level) to a position, in the given order. */
export async function bindAbilities(
  testApp: TestApp,
  position: { id: number; tenantId: string },
  abilities: { id: number; level: { id: number } }[],
) {
  await testApp.database.db.insert(studyMapPositionAbilities).values(
    abilities.map((ability, sort) => ({
      tenantId: position.tenantId,
      positionId: position.id,
      abilityId: ability.id,
      levelId: ability.level.id,
      sort,
    })),
  );
  forgetMyWays(position.tenantId);
}

/** A promotion route starting at the first position. */
export async function makeRoute(testApp: TestApp, positions: { id: number; tenantId: string }[]) {
  const [first] = positions;
  if (!first) throw new Error('makeRoute: no position');
  const [route] = await testApp.database.db
    .insert(studyMapRoutes)
    .values({ tenantId: first.tenantId, positionId: first.id, positionIds: positions.map((p) => p.id) })
    .returning();
  if (!route) throw new Error('makeRoute: no row');
  return route;
}

/** Lets the people of `orgId` (and below) choose their own position. */
export async function allowPositionChoice(testApp: TestApp, tenantId: string, orgId: number | null) {
  await testApp.database.db
    .insert(studyMapSettings)
    .values({ tenantId, positionChangeOrgId: orgId })
    .onConflictDoUpdate({ target: studyMapSettings.tenantId, set: { positionChangeOrgId: orgId } });
}

/** Makes `parent` the superior of `child` in the position tree (the tree route/conf suggests routes from). */
export async function setSuperior(
  testApp: TestApp,
  child: { id: number; tenantId: string },
  parentId: number,
) {
  await testApp.database.db
    .update(positions)
    .set({ parentId })
    .where(and(eq(positions.tenantId, child.tenantId), eq(positions.id, child.id)));
}

/**
 * A learner completing a course as the course module records it: the study record at 100 % and the
 * `course.completed` event, handed to its consumers before this returns.
 */
export async function completeCourse(
  testApp: TestApp,
  user: { id: number; tenantId: string },
  course: { id: number; name: string },
) {
  await recordStudy(testApp, user, course, 100);
  await deliverEvent(testApp, {
    tenantId: user.tenantId,
    type: courseEvents.completed,
    userId: user.id,
    subjectType: 'course',
    subjectId: course.id,
    dedupeKey: `${courseEvents.completed}:${course.id}:${user.id}`,
    data: { courseName: course.name, points: 0, studySeconds: 60 },
  });
}
