// Domain events: recorded once per dedupe key inside the change's transaction, handed to their consumers
// exactly once, and left pending (with the consumer's writes undone) when a consumer fails.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, queryRow } from '../db/rows.ts';
import { createTestApp, type TestApp } from '../test/app-factory.ts';
import { uniqueSuffix } from '../test/factories.ts';
import { type DomainEvent, drainDomainEvents, emitDomainEvent, onDomainEvent } from './domain-events.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const event = (type: `${string}.${string}`, key: string) => ({
  tenantId: 'learn',
  type,
  userId: null,
  subjectType: 'test',
  subjectId: 1,
  dedupeKey: key,
  data: { key },
});

const pending = async (key: string) =>
  (
    await queryRow(
      testApp.database.db,
      sql`select count(*)::int as n from domain_events where dedupe_key = ${key} and dispatched_at is null`,
      { n: col.int },
    )
  )?.n;

const recorded = async (key: string) =>
  (
    await queryRow(
      testApp.database.db,
      sql`select count(*)::int as n from domain_events where dedupe_key = ${key}`,
      {
        n: col.int,
      },
    )
  )?.n;

const attemptOf = (key: string) =>
  queryRow(
    testApp.database.db,
    sql`select attempts, last_error from domain_events where dedupe_key = ${key}`,
    { attempts: col.int, last_error: col.textOrNull },
  );

describe('domain events', () => {
  it('records an event once per dedupe key, only when its transaction commits', async () => {
    const { db } = testApp.database;
    const key = `once-${uniqueSuffix()}`;
    const first = await db.transaction((tx) => emitDomainEvent(tx, event('test.once', key)));
    const again = await db.transaction((tx) => emitDomainEvent(tx, event('test.once', key)));
    expect([first, again]).toEqual([true, false]);
    const rolledBack = `rolled-${uniqueSuffix()}`;
    await expect(
      db.transaction(async (tx) => {
        await emitDomainEvent(tx, event('test.once', rolledBack));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await recorded(rolledBack)).toBe(0);
    expect(await recorded(key)).toBe(1);
    await drainDomainEvents(db);
  });

  it('hands each event to its consumers once, in order', async () => {
    const { db } = testApp.database;
    const seen: DomainEvent[] = [];
    const type = `test.seen${uniqueSuffix()}` as const;
    onDomainEvent(type, async (_tx, handled) => {
      seen.push(handled);
    });
    await db.transaction(async (tx) => {
      await emitDomainEvent(tx, event(type, `a-${uniqueSuffix()}`));
      await emitDomainEvent(tx, event(type, `b-${uniqueSuffix()}`));
    });
    // The app's own dispatcher may take some of them first: either way each is handed over exactly once.
    await drainDomainEvents(db);
    await expect.poll(() => seen.length).toBe(2);
    expect(seen.map((handled) => handled.type)).toEqual([type, type]);
    expect(seen[0]?.id).toBeLessThan(seen[1]?.id ?? 0);
    expect(typeof seen[0]?.createdAt).toBe('number');
    expect(await drainDomainEvents(db)).toBe(0);
    expect(seen).toHaveLength(2);
  });

  it("keeps a failing event pending, without the consumer's writes, and lets the others through", async () => {
    const { db } = testApp.database;
    const type = `test.flaky${uniqueSuffix()}` as const;
    const key = `flaky-${uniqueSuffix()}`;
    let fail = true;
    onDomainEvent(type, async (tx) => {
      await tx.execute(sql`insert into domain_events (tenant_id, type, subject_type, subject_id, dedupe_key)
                           values ('learn', 'test.sideEffect', 'test', 1, ${`${key}-side`})`);
      if (fail) throw new Error('consumer down');
    });
    const after = `after-${uniqueSuffix()}`;
    await db.transaction(async (tx) => {
      await emitDomainEvent(tx, event(type, key));
      await emitDomainEvent(tx, event('test.after', after));
    });
    // This drain or the app's own dispatcher tries it; either way it fails and is kept with its error.
    await drainDomainEvents(db);
    await expect.poll(async () => (await attemptOf(key))?.attempts).toBeGreaterThanOrEqual(1);
    expect((await attemptOf(key))?.last_error).toContain('consumer down');
    expect(await pending(key)).toBe(1);
    expect(await recorded(`${key}-side`)).toBe(0);
    // The event behind it was not held up.
    await expect.poll(() => pending(after)).toBe(0);
    // It waits before the next try; once due and the consumer is back, it goes through.
    await drainDomainEvents(db);
    expect(await pending(key)).toBe(1);
    fail = false;
    await db.execute(sql`update domain_events set next_attempt_at = now() where dedupe_key = ${key}`);
    await drainDomainEvents(db);
    await expect.poll(() => pending(key)).toBe(0);
    // The consumer's write of the successful try committed with it.
    expect(await recorded(`${key}-side`)).toBe(1);
  });
});
