// The next free work number for the user form's '自动生成' (the original `createNewWorkNo`). When the tenant
// has a work-number rule (role's 工号生成规则, e.g. 'BLH4'), one more than the largest number of that prefix
// and width (BLH0001 for the first); otherwise one more than the tenant's largest all-digit work number,
// keeping its width ('000001' for the first).
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRow } from '../../db/rows.ts';
import { firstWorkNoRule } from '../role/workno-rule-service.ts';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function nextWorkNo(db: Db, actor: Actor): Promise<string> {
  const rule = await firstWorkNoRule(db, actor.tenantId);
  if (rule) {
    const row = await queryRow(
      db,
      sql`select coalesce(max(substr(u.work_no, ${rule.prefix.length + 1})::numeric), 0)::text as top
        from users u where u.tenant_id = ${actor.tenantId}
         and u.work_no ~ ${`^${escapeRegex(rule.prefix)}[0-9]{${rule.width}}$`}`,
      { top: col.text },
    );
    const next = (BigInt(row?.top ?? '0') + 1n).toString();
    return `${rule.prefix}${next.padStart(rule.width, '0')}`;
  }
  const row = await queryRow(
    db,
    sql`select coalesce(max(length(u.work_no)), 6)::int as width,
        coalesce(max(u.work_no::numeric), 0)::text as top
      from users u where u.tenant_id = ${actor.tenantId} and u.work_no ~ '^[0-9]{1,18}$'`,
    { width: col.int, top: col.text },
  );
  const next = (BigInt(row?.top ?? '0') + 1n).toString();
  return next.padStart(row?.width ?? 6, '0');
}
