// Classrooms, their bookings and the category trees as the original back office reads them: classroom
// fields roomName / roomAddr / maxCapacity / hasProjector / roomArea / picReqList with status 1 / 0; the
// tree with idStr, parentIdStr, status '1' / '0' and children; the grouped column as { group, son }.
import type { TClassroom, TClassroomReservation, TTrainCategoryNode } from '@elearning/shared';
import type { ColumnRow } from './category-column-service.ts';
import type { CategoryRow } from './category-service.ts';
import type { ClassroomRow } from './classroom-admin-service.ts';
import type { ReservationRow } from './classroom-reservation-service.ts';

export function presentClassroom(row: ClassroomRow): TClassroom {
  return {
    id: row.id,
    roomNo: row.room_no,
    roomName: row.name,
    status: row.enabled ? 1 : 0,
    categoryId: row.category_id,
    categoryName: row.category_name,
    roomAddr: row.address,
    maxCapacity: row.max_capacity,
    hasProjector: row.has_projector ? 1 : 0,
    roomArea: row.area_tenths / 10,
    picReqList: row.pictures,
    isReserve: row.is_reserve,
    createTime: row.created_at,
    creatorName: row.creator_name,
  };
}

export function presentReservation(row: ReservationRow): TClassroomReservation {
  return {
    id: row.id,
    trainId: row.training_id,
    trainName: row.training_name,
    usedPurpose: `${row.training_name} · ${row.title}`,
    creatorId: row.creator_id,
    creatorName: row.creator_name,
    creatorPhone: row.creator_phone,
    startTime: row.starts_at,
    endTime: row.ends_at,
  };
}

/** The tree; with a filter (`matches`), the matching categories with their ancestors. */
export function presentCategoryTree(rows: readonly CategoryRow[], matches: Set<number> | null) {
  const nodes = new Map<number, TTrainCategoryNode>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        idStr: String(row.id),
        parentId: row.parent_id,
        parentIdStr: row.parent_id === null ? '0' : String(row.parent_id),
        name: row.name,
        sort: row.sort,
        status: row.enabled ? '1' : '0',
        orgIds: row.org_ids,
        orgScopeName: row.org_scope_name,
        creatorId: row.creator_id,
        creatorName: row.creator_name,
        updateTime: row.updated_at,
        trainNum: row.item_num,
      },
    ]),
  );
  let keep: Set<number> | null = null;
  if (matches) {
    keep = new Set();
    for (const id of matches)
      for (let at: number | null = id; at !== null && !keep.has(at); at = nodes.get(at)?.parentId ?? null)
        keep.add(at);
  }
  const roots: TTrainCategoryNode[] = [];
  for (const node of nodes.values()) {
    if (keep && !keep.has(node.id)) continue;
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent && (!keep || keep.has(parent.id))) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

export const presentColumnEntry = (row: ColumnRow) => ({
  id: row.id,
  idStr: String(row.id),
  parentId: row.parent_id,
  parentStr: row.parent_id === null ? '0' : String(row.parent_id),
  name: row.name,
  status: row.enabled ? '1' : '0',
  count: row.count,
});
