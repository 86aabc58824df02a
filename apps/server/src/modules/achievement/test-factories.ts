// The achievement domain's test helpers: read a user's ledger, award points through the ledger service,
// deliver the events other domains emit, set a tenant's rules.
import { courseEvents, type PointsSource } from '@elearning/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type DomainEventInput, drainDomainEvents, emitDomainEvent } from '../../core/domain-events.ts';
import { col, queryRow } from '../../db/rows.ts';
import { pointsLedger, pointsRules } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { uniqueSuffix } from '../../test/factories.ts';
import { awardPoints } from './ledger-service.ts';
import { ensureDefaultRules } from './rules-service.ts';

/** Every ledger entry of a user, oldest first. */
export function ledgerEntriesOf(testApp: TestApp, userId: number, tenantId = 'learn') {
  return testApp.database.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.tenantId, tenantId), eq(pointsLedger.userId, userId)))
    .orderBy(pointsLedger.id);
}

/** Grants points through the ledger (as a manual grant), returning the new balance. */
export async function grantPoints(testApp: TestApp, userId: number, points: number, tenantId = 'learn') {
  const result = await awardPoints(testApp.database.db, {
    tenantId,
    userId,
    points,
    reason: 'manual',
    bizType: 'test',
    bizId: uniqueSuffix(),
  });
  return result.balance;
}

/** Records a domain event as another domain would (in its own transaction) and dispatches every pending one. */
export async function deliverEvent(testApp: TestApp, event: DomainEventInput) {
  await emitDomainEvent(testApp.database.db, event);
  await settleEvents(testApp);
}

/**
 * Dispatches until no event is pending: the app's own dispatcher may hold one (skip locked) while this drain
 * runs, so wait for it to commit rather than read the balance too early.
 */
export async function settleEvents(testApp: TestApp) {
  const db = testApp.database.db;
  for (let round = 0; round < 100; round += 1) {
    await drainDomainEvents(db);
    const pending = await queryRow(
      db,
      sql`select count(*)::int as n from domain_events where dispatched_at is null and next_attempt_at <= now()`,
      { n: col.int },
    );
    if ((pending?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('settleEvents: events still pending');
}

/** A course-completed event of a user, as the course domain emits it. */
export function courseCompleted(
  userId: number,
  courseId: number,
  tenantId = 'learn',
  points = 0,
): DomainEventInput {
  return {
    tenantId,
    userId,
    type: courseEvents.completed,
    subjectType: 'course',
    subjectId: courseId,
    dedupeKey: `${courseEvents.completed}:${courseId}:${userId}`,
    data: { courseName: `Course ${courseId}`, points, studySeconds: 1800 },
  };
}

/** Sets a tenant's rule of a source (writing the defaults first, as the back office would see them). */
export async function setRule(
  testApp: TestApp,
  source: PointsSource,
  points: number,
  dailyCap = 0,
  tenantId = 'learn',
) {
  const db = testApp.database.db;
  await ensureDefaultRules(db, tenantId);
  await db
    .update(pointsRules)
    .set({ points, dailyCap, enabled: true })
    .where(and(eq(pointsRules.tenantId, tenantId), eq(pointsRules.source, source)));
}
