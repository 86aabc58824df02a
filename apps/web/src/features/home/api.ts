// Home-page query hooks of its own (the banner carousel). The banner endpoint is built by a later issue;
// until it exists the hook stays disabled and the page shows its welcome banner instead.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export type Banner = { id: string; imageUrl: string; title?: string; link?: string };

/** Banner slides. Disabled: the welcome banner shows until its endpoint exists. */
export function useBanners() {
  return useQuery({
    queryKey: ['home', 'banners'],
    queryFn: () => http.get<Banner[]>('/api/cms/external/opening/v1/banner/list'),
    enabled: false,
  });
}
