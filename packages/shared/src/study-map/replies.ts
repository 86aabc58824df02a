// Reply types of the study-map domain (SPEC §3), with the field names the original clients read.
import type { AbilityItemStatus, AbilityRouteType, MaterialReviewStatus } from './enums.ts';

export type TPromotionRoute = {
  userRouteId: number;
  /** Position names joined by ','. */
  fullUserRoute: string;
  /** Position ids, comma list, in route order. */
  fullUserRoutePositionId: string;
  /** 0 = the learner's current route (the original's meaning), 1 = another. */
  active: number;
};

/** getSimpleCourse: status 1 published, 3 stopped (the original's codes; a deleted course is a 404). */
export type TSimpleCourse = { id: number; name: string; coverUrl: string; status: 1 | 3 };
/** examById: isExpire 1 when every batch has ended (a deleted or unarranged exam is a 404). */
export type TExamBrief = { id: number; name: string; isExpire: 0 | 1 };

export type TCompetencyInfo = { positionId: number; positionName: string; positionDesc: string };

export type TAbilityItem = {
  ablrId: number;
  routeType: AbilityRouteType;
  routeName: string;
  bizId: number;
  status: AbilityItemStatus;
  /** What to report (materials). */
  material: string;
};

export type TAbility = {
  id: number;
  name: string;
  levelName: string;
  abilityDesc: string;
  completeRate: number;
  /** The required level's grade 1..5, plotted on the radar. */
  sort: number;
  item: TAbilityItem[];
};

export type TAbilityMap = { competence: number; ability: TAbility[] };

export type TMaterialFile = {
  ablrId: number;
  fileName: string;
  fileUrl: string;
  /** Kilobytes, as the original dialog shows them ('K'). */
  fileSize: number;
  updateTime: number;
  status: MaterialReviewStatus;
};

export type TMyPosition = {
  positionId: number | null;
  positionName: string;
  /** SPEC §6: only people of the allowed organisation may choose or change their position. */
  canChoose: boolean;
};

export type TPositionOption = { id: number; name: string };

// ---- back office ---------------------------------------------------------------------------------

export type TAdminLevelRoute = {
  id: number;
  routeType: AbilityRouteType;
  bizId: number;
  routeName: string;
  material: string;
};
export type TAdminLevel = {
  id: number;
  levelName: string;
  sort: number;
  abilityDesc: string;
  routes: TAdminLevelRoute[];
};
export type TAdminAbility = {
  id: number;
  abilityName: string;
  abilityDesc: string;
  levelNum: number;
  positionNum: number;
  levels: TAdminLevel[];
  createTime: number;
};
export type TPositionAbilityRow = {
  positionId: number;
  positionName: string;
  abilityId: number;
  abilityName: string;
  levelId: number;
  levelName: string;
  sort: number;
};
export type TRouteTreeNode = { id: number; name: string; parentId: number | null; routeNum: number };
/** One suggested route of route/conf (the original's fields: routeId, fullRoute, isDefualt). */
export type TRouteCandidate = {
  routeId: number | null;
  fullRoute: string;
  positionIds: number[];
  isDefualt: 0 | 1;
};
export type TRouteConf = { checked: TRouteCandidate[]; uncheck: TRouteCandidate[] };
export type TAdminRoute = { id: number; positionIds: number[]; positionNames: string[] };
export type TInventoryRow = {
  userId: number;
  name: string;
  orgName: string;
  positionName: string;
  competence: number;
};
export type TMaterialReviewRow = {
  id: number;
  ablrId: number;
  userId: number;
  userName: string;
  routeName: string;
  abilityName: string;
  fileName: string;
  fileUrl: string;
  fileSize: number;
  status: MaterialReviewStatus;
  updateTime: number;
};
