// Domain events, written once (DOMAIN-DONE §6). A domain records what happened with `emitDomainEvent` inside
// the transaction of the change (so an event exists exactly when the change does, and a retried request with
// the same dedupe key records nothing twice). Consumers (achievements, messages, My Task) register with
// `onDomainEvent`; the dispatcher hands each pending event to them in a transaction of its own and marks it
// dispatched in that same transaction, so a consumer's writes and the mark commit together. Several
// instances share the work with `for update skip locked`. No domain reads another domain's tables for this.
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { col, queryRows, runStatement } from '../db/rows.ts';

export type DomainEventInput = {
  tenantId: string;
  /** `<domain>.<what happened>`: 'training.completed', 'live.watched', 'homework.submitted', … */
  type: `${string}.${string}`;
  userId: number | null;
  subjectType: string;
  subjectId: number;
  /** Same key, same event: e.g. `training.completed:${trainingId}:${userId}`. */
  dedupeKey: string;
  data?: Record<string, unknown>;
};

export type DomainEvent = Required<DomainEventInput> & { id: number; createdAt: number };

export type DomainEventHandler = (tx: DbOrTx, event: DomainEvent) => Promise<void>;

const handlers: { type: string; handler: DomainEventHandler }[] = [];
const committed: { type: string; callback: (event: DomainEvent) => void }[] = [];
const nudges = new Set<() => void>();

/** Records the event in the caller's transaction; true when it is new (false: already recorded). */
export async function emitDomainEvent(tx: DbOrTx, event: DomainEventInput): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`insert into domain_events (tenant_id, type, user_id, subject_type, subject_id, dedupe_key, data)
        values (${event.tenantId}, ${event.type}, ${event.userId}, ${event.subjectType}, ${event.subjectId},
                ${event.dedupeKey}, ${JSON.stringify(event.data ?? {})}::jsonb)
        on conflict (tenant_id, dedupe_key) do nothing
        returning id`,
    { id: col.int },
  );
  if (rows.length > 0) for (const nudge of nudges) nudge();
  return rows.length > 0;
}

/** Registers a consumer of one event type ('*' for all). Registered once at start-up by the consuming module. */
export function onDomainEvent(type: string, handler: DomainEventHandler): void {
  handlers.push({ type, handler });
}

/**
 * Registers a callback run once the transaction that handed an event of `type` to its consumers has
 * committed (never when it failed): the place to drop a cache of what the consumers wrote, since a cache
 * dropped inside the transaction could be refilled with the old state before the commit.
 */
export function afterDomainEventCommitted(type: string, callback: (event: DomainEvent) => void): void {
  committed.push({ type, callback });
}

const eventShape = {
  id: col.int,
  tenant_id: col.text,
  type: col.text,
  user_id: col.intOrNull,
  subject_type: col.text,
  subject_id: col.int,
  dedupe_key: col.text,
  data: col.json<Record<string, unknown>>(),
  created_at: col.date,
};

/**
 * Hands pending events to their consumers, oldest first, one transaction per event; returns how many were
 * dispatched. A consumer that fails undoes its writes, the event waits (1 s, 2 s, 4 s … up to an hour) and
 * the others go on; `onError` hears of it. Tests call this to make an action's consequences visible at once.
 */
export async function drainDomainEvents(
  db: Db,
  options: { limit?: number; onError?: (error: unknown, event: DomainEvent) => void } = {},
): Promise<number> {
  const limit = options.limit ?? 500;
  let done = 0;
  for (let round = 0; round < limit; round += 1) {
    let current: DomainEvent | undefined;
    try {
      const handled = await db.transaction(async (tx) => {
        const [row] = await queryRows(
          tx,
          sql`select id, tenant_id, type, user_id, subject_type, subject_id, dedupe_key, data, created_at
                from domain_events where dispatched_at is null and next_attempt_at <= now()
               order by id limit 1 for update skip locked`,
          eventShape,
        );
        if (!row) return false;
        const event: DomainEvent = {
          id: row.id,
          tenantId: row.tenant_id,
          type: row.type as DomainEvent['type'],
          userId: row.user_id,
          subjectType: row.subject_type,
          subjectId: row.subject_id,
          dedupeKey: row.dedupe_key,
          data: row.data,
          createdAt: row.created_at.getTime(),
        };
        current = event;
        for (const { type, handler } of handlers) {
          if (type === '*' || type === event.type) await handler(tx, event);
        }
        await runStatement(tx, sql`update domain_events set dispatched_at = now() where id = ${row.id}`);
        return true;
      });
      if (!handled) break;
      done += 1;
      const handedOver: DomainEvent | undefined = current;
      if (handedOver)
        for (const { type, callback } of committed) {
          if (type === '*' || type === handedOver.type) callback(handedOver);
        }
    } catch (error) {
      const failed: DomainEvent | undefined = current;
      if (!failed) throw error;
      await runStatement(
        db,
        sql`update domain_events set attempts = attempts + 1, last_error = ${String(error).slice(0, 500)},
              next_attempt_at = now() + least(power(2, attempts), 3600) * interval '1 second'
            where id = ${failed.id}`,
      );
      options.onError?.(error, failed);
    }
  }
  return done;
}

/**
 * Dispatches in the background: right after a local emit and every `intervalMs` (for events emitted by other
 * instances). Returns the stop function the app calls on close; it resolves once the drain in progress has
 * ended, so closing the app never leaves a drain running against a closed database.
 */
export function startDomainEventDispatcher(db: Db, log: (error: unknown) => void, intervalMs = 1000) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drainDomainEvents(db, { onError: log })
      .then(() => undefined, log)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          setImmediate(run);
        }
      });
  };
  const nudge = () => setImmediate(run);
  nudges.add(nudge);
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    nudges.delete(nudge);
    clearInterval(timer);
    await running;
  };
}
