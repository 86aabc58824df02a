// Replies of the learner's study map (SPEC §3), with the original client's field names.
import {
  type AbilityRouteType,
  ROUTE_NAME_SEPARATOR,
  RouteActive,
  type TAbilityMap,
  type TCompetencyInfo,
  type TExamBrief,
  type TMaterialFile,
  type TMyPosition,
  type TPromotionRoute,
  type TSimpleCourse,
} from '@elearning/shared';
import type { AbilityMapState } from './competency-service.ts';
import type { RouteView } from './map-service.ts';
import type { MaterialRow } from './material-service.ts';
import type { PositionRow } from './queries.ts';
import type { examBrief, simpleCourse } from './way-check-service.ts';

export function presentRoute(route: RouteView): TPromotionRoute {
  return {
    userRouteId: route.id,
    fullUserRoute: route.names.join(ROUTE_NAME_SEPARATOR),
    fullUserRoutePositionId: route.positionIds.join(','),
    active: route.current ? RouteActive.current : RouteActive.other,
  };
}

export function presentSituation(position: PositionRow): TCompetencyInfo {
  return { positionId: position.id, positionName: position.name, positionDesc: position.remark };
}

function asRouteType(value: number): AbilityRouteType {
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5 ? value : 1;
}

export function presentAbilityMap(map: AbilityMapState): TAbilityMap {
  return {
    competence: map.competence,
    ability: map.abilities.map((ability) => ({
      id: ability.ability_id,
      name: ability.name,
      levelName: ability.level_name,
      abilityDesc: ability.ability_desc,
      completeRate: ability.completeRate,
      sort: ability.level_sort,
      item: ability.ways.map((way) => ({
        ablrId: way.id,
        routeType: asRouteType(way.route_type),
        routeName: way.route_name,
        bizId: way.biz_id,
        status: way.status,
        material: way.material,
      })),
    })),
  };
}

export function presentMaterial(row: MaterialRow): TMaterialFile {
  return {
    ablrId: row.level_route_id,
    fileName: row.file_name,
    fileUrl: row.file_url,
    fileSize: Math.ceil(row.file_size / 1024),
    updateTime: row.updated_at.getTime(),
    status: row.status === 2 || row.status === 3 ? row.status : 1,
  };
}

export function presentMyPosition(position: PositionRow | null, canChoose: boolean): TMyPosition {
  return { positionId: position?.id ?? null, positionName: position?.name ?? '', canChoose };
}

export function presentSimpleCourse(course: Awaited<ReturnType<typeof simpleCourse>>): TSimpleCourse {
  return { id: course.id, name: course.name, coverUrl: course.coverUrl, status: course.onShelf ? 1 : 3 };
}

export function presentExamBrief(exam: Awaited<ReturnType<typeof examBrief>>): TExamBrief {
  return { id: exam.id, name: exam.name, isExpire: exam.expired ? 1 : 0 };
}
