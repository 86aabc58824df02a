// The audit log (issue 20 item 8), written once: every back-office change calls `recordAudit` inside the
// transaction of the change, so a change is recorded exactly when it commits. The role module lists the log
// (modules/role/audit-service.ts); nothing else reads it.
import type { DbOrTx } from '../db/client.ts';
import { auditLogs } from '../db/schema/index.ts';
import type { Actor } from './actor.ts';

export type AuditEntry = {
  /** The domain that changed: 'role', 'org', 'course', 'exam', … */
  module: string;
  /** 'create' | 'update' | 'delete' or the domain's verb: 'publish', 'freeze', 'import', 'grant', … */
  action: string;
  /** What changed: 'role', 'user', 'course', … */
  entityType: string;
  entityId: string | number;
  /** The record before the change (null for a creation) and after it (null for a deletion). */
  before?: unknown;
  after?: unknown;
};

/** Keys never written to the log, at any depth: secrets stay out of an admin-readable table. */
const SECRET_KEY = /password|secret|token|salt/i;

function redact(value: unknown, depth = 0): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (depth > 8) return null;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SECRET_KEY.test(key)) out[key] = redact(item, depth + 1);
  }
  return out;
}

/** Who, when, what, before and after, in the actor's tenant and the caller's transaction. */
export async function recordAudit(tx: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLogs).values({
    tenantId: actor.tenantId,
    actorUserId: actor.userId,
    actorName: actor.user.realName || actor.user.name,
    actorOrgId: actor.orgId,
    module: entry.module,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: redact(entry.before),
    after: redact(entry.after),
  });
}
