// Who may see and do what with a knowledge resource, decided here only. Learners find approved, published
// resources open to the whole tenant or to an org unit above (or equal to) theirs, in an enabled catalogue;
// an uploader always sees their own shares in any state. Only the uploader edits or deletes a share while
// it is not approved; anything else (or another tenant's) is a 404.
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';

function idArray(ids: readonly number[]): SQL {
  return ids.length > 0
    ? sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`
    : sql`'{}'::int[]`;
}

/** SQL: resource `k` is published to the caller (not counting their own unpublished shares). */
export function knowledgePublishedTo(actor: Actor, orgLine: readonly number[]): SQL {
  return sql`(k.tenant_id = ${actor.tenantId} and k.deleted_at is null and k.status = 'approved' and k.published
    and (k.catalog_id is null or exists (select 1 from knowledge_catalogs kc2 where kc2.id = k.catalog_id and kc2.enabled))
    and (k.audience = 'all' or exists (select 1 from knowledge_audiences ka where ka.knowledge_id = k.id
      and ka.org_id = any(${idArray(orgLine)}))))`;
}

/** SQL: resource `k` is one the caller may open: published to them, or their own share. */
export function knowledgeVisibleTo(actor: Actor, orgLine: readonly number[]): SQL {
  return sql`(${knowledgePublishedTo(actor, orgLine)} or (k.tenant_id = ${actor.tenantId} and k.deleted_at is null
    and k.uploader_id = ${actor.userId}))`;
}

export function requireFound<T>(row: T | undefined | null): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The uploader's own share; someone else's (or missing) is a 404. */
export function requireOwnShare<T extends { uploader_id: number }>(row: T | undefined, actor: Actor): T {
  if (!row || row.uploader_id !== actor.userId) throw new AppError('NOT_FOUND');
  return row;
}

/** A share changes only until it is approved. */
export function requireEditableShare(row: { status: string }): void {
  if (row.status === 'approved') throw new AppError('KNOWLEDGE_NOT_EDITABLE');
}

export function requireDownloadable(row: { allow_download: boolean; upload_type: number }): void {
  if (!row.allow_download || row.upload_type !== 0) throw new AppError('KNOWLEDGE_DOWNLOAD_FORBIDDEN');
}

export function requirePending(row: { status: string }): void {
  if (row.status !== 'pending') throw new AppError('KNOWLEDGE_NOT_PENDING');
}
