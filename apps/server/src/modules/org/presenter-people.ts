// Replies of the lecturer and tutor pages.
import {
  LecturerKind,
  type TApprentice,
  type TLecturer,
  type TLecturerCategory,
  type TTutor,
} from '@elearning/shared';
import type { RowOf } from '../../db/rows.ts';
import type { lecturerShape } from './lecturer-service.ts';
import type { tutorShape } from './tutor-service.ts';

export function presentLecturer(row: RowOf<typeof lecturerShape>): TLecturer {
  return {
    userId: row.id,
    id: row.id,
    name: row.name,
    account: row.account,
    orgName: row.org_name,
    kind: row.kind === LecturerKind.external ? LecturerKind.external : LecturerKind.internal,
    categoryId: row.category_id ?? 0,
    categoryName: row.category_name,
    level: row.level,
    intro: row.intro,
    enabled: row.enabled,
    status: row.enabled ? '1' : '0',
  };
}

export function presentLecturerCategory(row: {
  id: number;
  name: string;
  parent_id: number | null;
  enabled: boolean;
  sort: number;
  lecturer_num: number;
}): TLecturerCategory {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parent_id ?? 0,
    enabled: row.enabled,
    sort: row.sort,
    lecturerNum: row.lecturer_num,
  };
}

export function presentTutor(row: RowOf<typeof tutorShape>): TTutor {
  return {
    userId: row.id,
    id: row.id,
    name: row.name,
    orgName: row.org_name,
    positionName: row.position_name,
    apprenticeNum: row.apprentice_num,
  };
}

export function presentApprentice(row: {
  id: number;
  name: string;
  org_name: string;
  tutor_id: number;
}): TApprentice {
  return { userId: row.id, name: row.name, orgName: row.org_name, tutorId: row.tutor_id };
}
