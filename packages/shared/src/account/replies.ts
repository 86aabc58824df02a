// Reply shapes of the account API's pickers and home-page calls, as the original learner client reads them.
import type { TPage } from '../common/replies.ts';
import type { MissionType } from './enums.ts';

/**
 * A person in a picker: what choosing someone needs, nothing more. Other people's phone numbers and
 * e-mail addresses are never sent (the original picker only appends a phone to the label when present).
 */
export type TPickerUser = {
  userId: number;
  /** Same as userId: the original tree falls back to `id`. */
  id: number;
  name: string;
  workNo: string;
  avatarUrl: string;
  orgId: number | null;
  orgName: string;
  positionId: number | null;
  positionName: string;
  /** '1' active (disabled people are never listed; the original picker drops '2', frozen). */
  userStatus: '1';
};

/** An org unit or a position as a tree node of the pickers. */
export type TPickerNode = {
  id: number;
  name: string;
  parentId: number;
  type: 'Org' | 'Position';
  /** Whether the node has children or people under it (the tree shows no expander otherwise). */
  hasChildren: boolean;
};

/** `GET /api/org/v1/org/user/child`, `/api/manage/v1/position(s)/user/child`. */
export type TTreeChildReply = { orgs: TPickerNode[]; users: TPickerUser[]; totalNum: number };

/** `GET /api/user/v1/usergroup/list`: no user groups exist yet (the list is honestly empty). */
export type TUserGroup = { id: number; name: string; userNum: number };

/** `GET /api/user/v1/user/outer`: external people, paged (none exist yet). */
export type TOuterUsersReply = TPage<TPickerUser>;

/** One entry of the home page's pending tasks (`queryMyMission`). */
export type TMissionItem = {
  id: number;
  name: string;
  type: MissionType;
  /** The window as the box prints it: 'start ~ end' (yyyy-MM-dd HH:mm), or '' when open-ended. */
  time: string;
  startTime: number | null;
  endTime: number | null;
  /** Trainings: where it takes place; '' otherwise. */
  address: string;
  /** Trainings: the head teacher; courses: the lecturer; '' otherwise. */
  lecturer: string;
  /** Exams: the exam type (CurrencyExam …); '' otherwise. */
  examType: string;
};

/** `GET /api/manage/v1/web/index/queryMyMission`. */
export type TMyMissionReply = TPage<TMissionItem>;
