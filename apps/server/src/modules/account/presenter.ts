// Reply JSON of the account API: the SMS outbox entry, picker people and nodes, the home page's pending
// tasks. Raw rows never leave the module; pickers carry no phone or e-mail address of anyone.
import {
  MissionType,
  type TMissionItem,
  type TMyMissionReply,
  type TPickerNode,
  type TPickerUser,
  type TTreeChildReply,
} from '@elearning/shared';
import { paged, pageWindow } from '../../core/paging.ts';
import type { RowOf } from '../../db/rows.ts';
import { BUSINESS_TIME_ZONE } from './login-credit-service.ts';
import type { Mission } from './mission-service.ts';
import type { pickerNodeShape, pickerUserShape } from './queries.ts';

type PickerUserRow = RowOf<typeof pickerUserShape>;
type PickerNodeRow = RowOf<typeof pickerNodeShape>;

/** A user group in the pickers: the original client reads `id`/`groupId` and `name`/`groupName`. */
export function presentPickerGroup(row: { id: number; name: string; user_num: number }) {
  return { id: row.id, groupId: row.id, name: row.name, groupName: row.name, userNum: row.user_num };
}

export function presentPickerUser(row: PickerUserRow): TPickerUser {
  return {
    userId: row.id,
    id: row.id,
    name: row.name,
    workNo: row.work_no,
    avatarUrl: row.avatar_url,
    orgId: row.org_id,
    orgName: row.org_name,
    positionId: row.position_id,
    positionName: row.position_name,
    userStatus: '1',
  };
}

function presentNode(row: PickerNodeRow, type: TPickerNode['type']): TPickerNode {
  return { id: row.id, name: row.name, parentId: row.parent_id, type, hasChildren: row.has_children };
}

/** One tree level; in the position tree the original client reads position nodes under `orgs` too. */
export function presentTreeLevel(
  level: { orgs: PickerNodeRow[]; users: PickerUserRow[] },
  type: TPickerNode['type'],
): TTreeChildReply {
  return {
    orgs: level.orgs.map((row) => presentNode(row, type)),
    users: level.users.map(presentPickerUser),
    totalNum: level.orgs.length + level.users.length,
  };
}

export function presentSmsOutboxEntry(entry: {
  phone: string;
  code: string;
  scene: string;
  createdAt: Date;
}) {
  return { ...entry, createTime: entry.createdAt.getTime() };
}

const minuteFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'yyyy-MM-dd HH:mm ~ yyyy-MM-dd HH:mm' in the business time zone; '' when the task has no window. */
function timeWindow(start: number | null, end: number | null): string {
  const format = (at: number | null) => (at === null ? '' : minuteFormat.format(new Date(at)));
  if (start === null && end === null) return '';
  return `${format(start)} ~ ${format(end)}`;
}

function presentMission(mission: Mission): TMissionItem {
  const common = {
    id: mission.id,
    name: mission.name,
    time: timeWindow(mission.startTime, mission.endTime),
    startTime: mission.startTime,
    endTime: mission.endTime,
    address: '',
  };
  return mission.kind === 'exam'
    ? { ...common, type: MissionType.exam, lecturer: '', examType: mission.examType }
    : { ...common, type: MissionType.course, lecturer: mission.lecturer, examType: '' };
}

/** A page of the pending tasks (the original home page asks for 100 at once). */
export function presentMissionPage(
  missions: Mission[],
  page: { pageNo: number; pageSize: number },
): TMyMissionReply {
  const { limit, offset } = pageWindow(page);
  return paged(missions.slice(offset, offset + limit).map(presentMission), missions.length, page.pageSize);
}
