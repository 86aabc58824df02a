// The learner site's reads of the site settings: the home's banner slides and the signed-in learner's
// customisation (`diyInfor`: home sections, logos, theme), both through the shared request layer; and the
// lecturer pages' list, detail and courses taught.
import {
  lecturerPagePaths,
  sitePaths,
  type TBannerSlide,
  type TDiyInfo,
  type TLecturerCard,
  type TLecturerCourse,
  type TLecturerSort,
  type TPage,
} from '@elearning/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export const siteKeys = {
  slides: ['site', 'slides'] as const,
  diy: ['site', 'diy'] as const,
};

/** The home's slides (the nearest unit's, else the tenant's); an empty list keeps the welcome banner. */
export function useBannerSlides() {
  return useQuery({
    queryKey: siteKeys.slides,
    queryFn: () => http.get<TBannerSlide[]>(sitePaths.bannerUser, { deviceType: 'PC' }, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in learner's customisation; not asked for a visitor (they see the default home). */
export function useDiyInfo(signedIn: boolean) {
  return useQuery({
    queryKey: siteKeys.diy,
    queryFn: () => http.get<TDiyInfo>(sitePaths.my, undefined, { silent: true }),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
}

export type LecturerListQuery = {
  pageNo: number;
  pageSize: number;
  type: TLecturerSort;
  teacherName?: string;
};

/** The lecturer list (讲师风采): a page in the asked order, by a name fragment. */
export function useLecturerList(query: LecturerListQuery) {
  return useQuery({
    queryKey: ['site', 'lecturers', query] as const,
    queryFn: () => http.post<TPage<TLecturerCard>>(lecturerPagePaths.list, query),
    placeholderData: keepPreviousData,
  });
}

export function useLecturer(id: number) {
  return useQuery({
    queryKey: ['site', 'lecturer', id] as const,
    queryFn: () => http.post<TLecturerCard>(lecturerPagePaths.detail, { id }, { silent: true }),
    enabled: id > 0,
    retry: false,
  });
}

export function useLecturerCourses(query: { userId: number; pageNo: number; pageSize: number }) {
  return useQuery({
    queryKey: ['site', 'lecturer-courses', query] as const,
    queryFn: () => http.post<TPage<TLecturerCourse>>(lecturerPagePaths.courses, query),
    enabled: query.userId > 0,
    placeholderData: keepPreviousData,
  });
}
