// Classrooms, their bookings and the category trees as the original back office reads them: classroom
// fields roomName / roomAddr / maxCapacity / hasProjector / roomArea / picReqList with status 1 / 0; the
// tree with idStr, parentIdStr, status '1' / '0' and children; the grouped column as { group, son }.
import type { TClassroom, TClassroomReservation, TTrainCategoryNode } from '@elearning/shared';
import type { CategoryRow } from '../../core/category-tree.ts';
import { categoryColumnEntry, categoryNodes } from '../../core/category-tree-nodes.ts';
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

/** The tree with each category's training (or classroom) count; with a filter, the matches and their ancestors. */
export const presentCategoryTree = (
  rows: readonly CategoryRow[],
  matches: Set<number> | null,
): TTrainCategoryNode[] => categoryNodes(rows, matches, (row) => ({ trainNum: row.item_num }));

export const presentColumnEntry = categoryColumnEntry;
