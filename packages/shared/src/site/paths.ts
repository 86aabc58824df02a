// The site domain's API paths (issue 20 item 5): the original back office's 运营管理 calls (logo, banners,
// DIY home plans) and the learner client's calls that read them; `settings` is our own (site name, theme
// colour and filing number have no page in the original back office).
const COMMON = '/api/common/v1';
const PLAN = '/api/manage/v1/cms/plan';

export const sitePaths = {
  /** The learner's site customisation (logo, home layout, theme): the original's `getDiyInfor`. */
  my: `${PLAN}/my`,
  /** The learner's home banners (`getBanners`, `deviceType=PC`). */
  bannerUser: `${COMMON}/base/banner/user`,
} as const;

export const siteAdminPaths = {
  settings: `${COMMON}/site/settings`,
  planList: PLAN,
  planAdd: PLAN,
  planUpdate: PLAN,
  planDelete: PLAN,
  planDetail: `${PLAN}/detail`,
  planRelease: `${PLAN}/release`,
  bannerList: `${COMMON}/banner/listBanner`,
  bannerAdd: `${COMMON}/banner/saveBanner`,
  bannerUpdate: `${COMMON}/banner/updateBanner`,
  bannerRemove: `${COMMON}/banner/removeBanner`,
  logoList: `${COMMON}/base/logo/list`,
  logoUpdate: `${COMMON}/base/logo/update`,
  logoRemove: `${COMMON}/base/logo/remove`,
} as const;
