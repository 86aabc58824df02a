// Replies of the study map's back-office calls.
import {
  type AbilityRouteType,
  ROUTE_NAME_SEPARATOR,
  type TAdminAbility,
  type TAdminRoute,
  type TInventoryRow,
  type TMaterialReviewRow,
  type TPositionAbilityRow,
  type TRouteCandidate,
  type TRouteConf,
} from '@elearning/shared';
import type { AbilityRow, LevelRow } from './admin-ability-service.ts';
import type { ReviewRow } from './admin-material-service.ts';
import type { PositionAbilityRow } from './admin-model-service.ts';
import type { WayRow } from './queries.ts';

function asRouteType(value: number): AbilityRouteType {
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5 ? value : 1;
}

export function presentAdminAbility(
  ability: AbilityRow,
  levels: LevelRow[] = [],
  ways: WayRow[] = [],
): TAdminAbility {
  return {
    id: ability.id,
    abilityName: ability.name,
    abilityDesc: ability.description,
    levelNum: ability.level_num,
    positionNum: ability.position_num,
    createTime: ability.created_at,
    levels: levels.map((level) => ({
      id: level.id,
      levelName: level.name,
      sort: level.sort,
      abilityDesc: level.description,
      routes: ways
        .filter((way) => way.level_id === level.id)
        .map((way) => ({
          id: way.id,
          routeType: asRouteType(way.route_type),
          bizId: way.biz_id,
          routeName: way.route_name,
          material: way.material,
        })),
    })),
  };
}

export function presentPositionAbility(row: PositionAbilityRow): TPositionAbilityRow {
  return {
    positionId: row.position_id,
    positionName: row.position_name,
    abilityId: row.ability_id,
    abilityName: row.ability_name,
    levelId: row.level_id,
    levelName: row.level_name,
    sort: row.sort,
  };
}

export function presentAdminRoute(route: {
  id: number;
  positionIds: number[];
  positionNames: string[];
}): TAdminRoute {
  return route;
}

export function presentInventory(row: {
  id: number;
  name: string;
  org_name: string;
  position_name: string;
  competence: number;
}): TInventoryRow {
  return {
    userId: row.id,
    name: row.name,
    orgName: row.org_name,
    positionName: row.position_name,
    competence: row.competence,
  };
}

export function presentReview(row: ReviewRow): TMaterialReviewRow {
  return {
    id: row.id,
    ablrId: row.level_route_id,
    userId: row.user_id,
    userName: row.user_name,
    routeName: row.route_name,
    abilityName: row.ability_name,
    fileName: row.file_name,
    fileUrl: row.file_url,
    fileSize: Math.ceil(row.file_size / 1024),
    status: row.status === 2 || row.status === 3 ? row.status : 1,
    updateTime: row.updated_at.getTime(),
  };
}

type Candidate = {
  routeId: number | null;
  positionIds: number[];
  positionNames: string[];
  isDefault: boolean;
};

export function presentRouteConf(conf: { checked: Candidate[]; unchecked: Candidate[] }): TRouteConf {
  const one = (route: Candidate): TRouteCandidate => ({
    routeId: route.routeId,
    fullRoute: route.positionNames.join(ROUTE_NAME_SEPARATOR),
    positionIds: route.positionIds,
    isDefualt: route.isDefault ? 1 : 0,
  });
  return { checked: conf.checked.map(one), uncheck: conf.unchecked.map(one) };
}
