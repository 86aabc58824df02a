// Ability-improvement materials (SPEC §5): one file per learner and learning way of route type 5, uploaded
// through the file service first; the rules (extension, images ≤ 5 MB, others ≤ 2 GB) are checked on the
// stored file here, a second upload is refused until the first is deleted, and an admin reviews it.
import { checkAbilityMaterial, type ErrorCode, type MessageKey, type TAddMaterial } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, type RowOf } from '../../db/rows.ts';
import { findFile } from '../file/record-service.ts';
import { requireFound, requireMaterialWay, requireNoMaterial, requireOwnFile } from './policy.ts';
import { idList, wayShape } from './queries.ts';
import { forgetMyWays } from './queries-my-way.ts';

export const materialShape = {
  id: col.int,
  level_route_id: col.int,
  file_name: col.text,
  file_url: col.text,
  file_size: col.int,
  status: col.int,
  updated_at: col.date,
};
export type MaterialRow = RowOf<typeof materialShape>;

const RULE_ERRORS: Partial<Record<MessageKey, ErrorCode>> = {
  'file.wrongFormat': 'FILE_WRONG_FORMAT',
  'file.imageTooLarge5M': 'FILE_IMAGE_TOO_LARGE_5M',
  'file.otherTooLarge2G': 'FILE_OTHER_TOO_LARGE_2G',
};

async function findWay(db: DbOrTx, tenantId: string, wayId: number) {
  return queryRow(
    db,
    sql`select id, level_id, route_type, biz_id, route_name, material from study_map_level_routes
        where tenant_id = ${tenantId} and id = ${wayId}`,
    wayShape,
  );
}

export async function materialsOf(db: DbOrTx, tenantId: string, userId: number, wayIds: readonly number[]) {
  return queryRows(
    db,
    sql`select id, level_route_id, file_name, file_url, file_size_bytes as file_size, status, updated_at
        from study_map_materials
        where tenant_id = ${tenantId} and user_id = ${userId} and level_route_id in ${idList(wayIds)}`,
    materialShape,
  );
}

/** The stored file's id from its address (`…/file/<id>.<ext>`), or null for anything else. */
export function fileIdOf(fileUrl: string): string | null {
  const path = fileUrl.split(/[?#]/)[0] ?? '';
  const last = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  const stem = last.includes('.') ? last.slice(0, last.lastIndexOf('.')) : last;
  return /^[0-9a-f-]{36}$/i.test(stem) ? stem : null;
}

export async function addMaterial(db: DbOrTx, actor: Actor, input: TAddMaterial) {
  const way = requireMaterialWay(await findWay(db, actor.tenantId, input.bizId));
  const fileId = fileIdOf(input.fileUrl);
  const file = requireOwnFile(fileId ? await findFile(db, actor.tenantId, fileId) : null, actor.userId);
  // The stored size is what counts, not the size the client claims.
  const check = checkAbilityMaterial({ fileName: input.fileName, size: file.size });
  if (!check.ok || check.ext !== file.ext.toLowerCase())
    throw new AppError((!check.ok && RULE_ERRORS[check.message]) || 'FILE_WRONG_FORMAT');
  const added = await db.transaction(async (tx) => {
    const existing = await queryRow(
      tx,
      sql`select id from study_map_materials where tenant_id = ${actor.tenantId} and user_id = ${actor.userId}
            and level_route_id = ${way.id} for update`,
      { id: col.int },
    );
    requireNoMaterial(existing);
    // Two uploads racing: the unique index lets only one in; the other is told to delete first.
    const inserted = await queryRows(
      tx,
      sql`insert into study_map_materials (tenant_id, user_id, level_route_id, file_id, file_name, file_url, file_size_bytes)
          values (${actor.tenantId}, ${actor.userId}, ${way.id}, ${file.id}, ${input.fileName}, ${input.fileUrl}, ${file.size})
          on conflict do nothing returning id`,
      { id: col.int },
    );
    requireNoMaterial(inserted.length === 0);
    return { ablrId: way.id };
  });
  forgetMyWays(actor.tenantId);
  return added;
}

export async function deleteMaterial(db: DbOrTx, actor: Actor, wayId: number) {
  const removed = await queryRows(
    db,
    sql`delete from study_map_materials where tenant_id = ${actor.tenantId} and user_id = ${actor.userId}
          and level_route_id = ${wayId} returning id`,
    { id: col.int },
  );
  requireFound(removed[0]);
  forgetMyWays(actor.tenantId);
}

/** The learning ways (of this tenant) that take a material, for the `ability/file/my` reply. */
export async function materialWays(db: DbOrTx, tenantId: string, wayIds: readonly number[]) {
  const ways = await queryRows(
    db,
    sql`select id, level_id, route_type, biz_id, route_name, material from study_map_level_routes
        where tenant_id = ${tenantId} and id in ${idList(wayIds)}`,
    wayShape,
  );
  // Another tenant's (or no such) learning way is not found.
  if (ways.length !== new Set(wayIds).size) throw new AppError('NOT_FOUND');
  return ways.map((way) => requireMaterialWay(way));
}
