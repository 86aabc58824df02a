// The learner site's reads of the site settings: the home's banner slides and the signed-in learner's
// customisation (`diyInfor`: home sections, logos, theme), both through the shared request layer.
import { sitePaths, type TBannerSlide, type TDiyInfo } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
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
