// The study map's back-office calls: the ability dictionary, competency models, promotion routes and the
// material review.
import {
  studyMapAdminPaths as P,
  type TAbilitySave,
  type TAdminAbility,
  type TAdminRoute,
  type TMaterialReviewRow,
  type TPage,
  type TPositionAbilityRow,
  type TRouteConf,
  type TRouteTreeNode,
} from '@elearning/shared';
import { http } from '../../../lib/http/index.ts';

export const studyMapAdminKeys = {
  abilities: ['study-map-admin', 'abilities'] as const,
  ability: (id: number) => ['study-map-admin', 'ability', id] as const,
  positions: ['study-map-admin', 'positions'] as const,
  model: (positionId: number) => ['study-map-admin', 'model', positionId] as const,
  routes: (positionId: number) => ['study-map-admin', 'routes', positionId] as const,
  routeConf: (positionId: number) => ['study-map-admin', 'route-conf', positionId] as const,
  materials: ['study-map-admin', 'materials'] as const,
};

export const studyMapAdminApi = {
  abilities: (query: Record<string, unknown>) => http.get<TPage<TAdminAbility>>(P.abilityList, query),
  allAbilities: () => http.get<TPage<TAdminAbility>>(P.abilityList, { pageNo: 1, pageSize: 100 }),
  ability: (id: number) => http.get<TAdminAbility>(P.abilityById, { id }),
  saveAbility: (input: TAbilitySave) =>
    http.post<{ id: number }>(input.id ? P.abilityUpdate : P.abilitySave, input),
  deleteAbilities: (abilityIds: number[]) => http.post<null>(P.abilityDelete, { abilityIds }),
  positions: () => http.get<TRouteTreeNode[]>(P.routeTree, { name: '' }),
  model: (positionId: number) =>
    http.get<TPositionAbilityRow[]>(P.positionAbility, { ids: String(positionId) }),
  saveModel: (positionId: number, abilities: { abilityId: number; levelId: number }[]) =>
    http.post<null>(P.positionAbilityAdd, { positionId, abilities }),
  routes: (positionId: number) => http.get<TAdminRoute[]>(P.routeInfo, { positionId }),
  routeConf: (positionId: number) => http.get<TRouteConf>(P.routeConf, { positionId }),
  saveRoutes: (positionId: number, routes: { id?: number; positionIds: number[] }[]) =>
    http.post<null>(P.routeSubmit, { positionId, routes }),
  materials: (query: Record<string, unknown>) => http.get<TPage<TMaterialReviewRow>>(P.materialPage, query),
  review: (id: number, status: 2 | 3) => http.post<{ id: number }>(P.materialReview, { id, status }),
};
