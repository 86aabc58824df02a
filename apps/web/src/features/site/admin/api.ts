// The site settings' back-office calls and hooks (the original back office's 运营管理 paths), the org units
// to bind logos, banners and layouts to, and picture uploads through the file service (public to the
// tenant: the sign-in page shows the logo before anyone signs in).
import {
  orgAdminPaths,
  siteAdminPaths as P,
  type TAdminOrgNode,
  type TBannerRow,
  type THomePlanRow,
  type TLogoRow,
  type TPage,
  type TSiteSettingsView,
  type TStoredFile,
  type TUploadToken,
} from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { adminSession } from '../../../admin/session/store.ts';
import { UPLOAD_TOKEN_PATH } from '../../../components/upload/upload-api.ts';
import { startUpload } from '../../../components/upload/upload-client.ts';
import { currentLang } from '../../../i18n/index.ts';
import { http } from '../../../lib/http/index.ts';

export const siteAdminKeys = {
  settings: ['site-admin', 'settings'] as const,
  logos: ['site-admin', 'logos'] as const,
  banners: ['site-admin', 'banners'] as const,
  plans: ['site-admin', 'plans'] as const,
  plan: ['site-admin', 'plan'] as const,
  units: ['site-admin', 'units'] as const,
};

type Params = Record<string, unknown>;

export const siteAdminApi = {
  settings: () => http.get<TSiteSettingsView>(P.settings),
  saveSettings: (input: Params) => http.put<TSiteSettingsView>(P.settings, input),
  logos: (orgId: number) => http.post<TPage<TLogoRow>>(P.logoList, { orgId, pageNo: 1, pageSize: 10 }),
  updateLogo: (input: Params) => http.post<{ id: number }>(P.logoUpdate, input),
  resetLogo: (id: number) => http.post<{ removed: number }>(P.logoRemove, { ids: String(id) }),
  banners: (query: Params) => http.post<TPage<TBannerRow>>(P.bannerList, query),
  addBanner: (input: Params) => http.post<{ id: number }>(P.bannerAdd, input),
  updateBanner: (input: Params) => http.post<{ id: number }>(P.bannerUpdate, input),
  removeBanners: (ids: number[]) => http.post<{ removed: number }>(P.bannerRemove, { ids: ids.join(',') }),
  plans: (query: Params) => http.get<TPage<THomePlanRow>>(P.planList, query),
  plan: (id: number) => http.get<THomePlanRow>(P.planDetail, { id }),
  addPlan: (input: Params) => http.post<string>(P.planAdd, input),
  updatePlan: (input: Params) => http.put<string>(P.planUpdate, input),
  releasePlan: (id: number) => http.put<{ id: number }>(P.planRelease, { id }),
  deletePlans: (ids: number[]) => http.del<{ removed: number }>(P.planDelete, { ids: ids.join(',') }),
};

/** The tenant's org units (the tree the back office's org pages use). */
export const useUnits = () =>
  useQuery({
    queryKey: siteAdminKeys.units,
    queryFn: () => http.get<TAdminOrgNode[]>(orgAdminPaths.org, { parentOrgId: 0 }),
  });

/** A picture through the file service, public to the tenant at once. */
export function uploadPicture(file: File): Promise<TStoredFile> {
  return startUpload(
    {
      getToken: () => http.get<TUploadToken>(UPLOAD_TOKEN_PATH, undefined, { silent: true }),
      createXhr: () => new XMLHttpRequest(),
      lang: currentLang,
      tenantId: () => adminSession.get().tenantId,
    },
    file,
    { public: true },
  ).done;
}
