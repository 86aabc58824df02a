// Study-map calls (SPEC §7 Study map and position) and their query hooks: routes, competency, the ability
// map, choosing a route, materials and the position chooser.
import {
  examPaths,
  livePaths,
  studyMapPaths,
  type TAbilityMap,
  type TCompetencyInfo,
  type TExamBatch,
  type TMaterialFile,
  type TMyPosition,
  type TPositionOption,
  type TPromotionRoute,
} from '@elearning/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export const studyMapKeys = {
  all: ['study-map'] as const,
  position: ['study-map', 'position'] as const,
  routes: ['study-map', 'routes'] as const,
  situation: (positionId: number) => ['study-map', 'situation', positionId] as const,
  way: (positionId: number) => ['study-map', 'way', positionId] as const,
  material: (ablrId: number) => ['study-map', 'material', ablrId] as const,
  positions: (name: string) => ['study-map', 'positions', name] as const,
};

/** `{}` (no material yet) or the uploaded file. */
export type MaterialReply = TMaterialFile | Record<string, never>;

export const studyMapApi = {
  myPosition: () => http.get<TMyPosition>(studyMapPaths.myPosition),
  routes: () => http.get<TPromotionRoute[]>(studyMapPaths.myRoutes),
  situation: (positionId: number) => http.get<TCompetencyInfo>(studyMapPaths.mySituation, { positionId }),
  way: (positionId: number) => http.get<TAbilityMap>(studyMapPaths.myWay, { positionId }),
  choose: (userRoteId: number) =>
    http.post<{ userRouteId: number }>(studyMapPaths.chooseRoute, { userRoteId }),
  material: (ablrId: number) => http.get<MaterialReply>(studyMapPaths.myMaterial, { ablrId }),
  addMaterial: (input: { bizId: number; fileName: string; fileUrl: string; fileSize: number }) =>
    http.post<{ ablrId: number }>(studyMapPaths.addMaterial, input, { silent: true }),
  deleteMaterial: (ablrId: number) =>
    http.del<{ ablrId: number }>(studyMapPaths.deleteMaterial, { ablrId }, { silent: true }),
  positions: (name: string) => http.get<TPositionOption[]>(studyMapPaths.positionList, { name }),
  changePosition: (positionId: number) =>
    http.post<{ positionId: number }>(studyMapPaths.changePosition, { positionId }),
  examBatches: (examId: number) => http.get<TExamBatch[]>(examPaths.batchList, { examId }),
  live: (liveId: number) =>
    http.get<{ isUsed?: number } | null>(livePaths.simple, { liveId }, { silent: true }),
};

export function useMyPosition() {
  return useQuery({ queryKey: studyMapKeys.position, queryFn: studyMapApi.myPosition });
}

export function useMyRoutes(enabled: boolean) {
  return useQuery({ queryKey: studyMapKeys.routes, queryFn: studyMapApi.routes, enabled });
}

export function useSituation(positionId: number | null) {
  return useQuery({
    queryKey: studyMapKeys.situation(positionId ?? 0),
    queryFn: () => studyMapApi.situation(positionId ?? 0),
    enabled: positionId !== null,
  });
}

export function useAbilityMap(positionId: number | null) {
  return useQuery({
    queryKey: studyMapKeys.way(positionId ?? 0),
    queryFn: () => studyMapApi.way(positionId ?? 0),
    enabled: positionId !== null,
  });
}

export function useMaterial(ablrId: number | null) {
  return useQuery({
    queryKey: studyMapKeys.material(ablrId ?? 0),
    queryFn: () => studyMapApi.material(ablrId ?? 0),
    enabled: ablrId !== null,
  });
}

export function usePositionOptions(name: string, enabled: boolean) {
  return useQuery({
    queryKey: studyMapKeys.positions(name),
    queryFn: () => studyMapApi.positions(name),
    enabled,
  });
}

export function useChooseRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: studyMapApi.choose,
    onSuccess: () => client.invalidateQueries({ queryKey: studyMapKeys.routes }),
  });
}

export function useChangePosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: studyMapApi.changePosition,
    onSuccess: () => client.invalidateQueries({ queryKey: studyMapKeys.all }),
  });
}
