// Reply shapes of the site domain: what the learner site reads (customisation, banners) and the back
// office's lists. Field names the original clients read keep their spelling (FrontUrl, picUrl, bannerId).
import type { HomeContentSection, HomeSideSection } from './constants.ts';

/** `GET /api/manage/v1/cms/plan/my`: the client keeps this object as `diyInfor`. */
export type TDiyInfo = {
  tenantId: string;
  siteName: string;
  logo: { FrontUrl: string; BackgroundUrl: string };
  filingNumber: string;
  customerServiceUrl: string;
  themeColor: string;
  /** The released plan's sections as the original stores them: a JSON string `{"content":[…],"side":[…]}`. */
  home: string;
  /** The same sections, parsed: the ids the learner site draws, in order. */
  homeLayout: { content: HomeContentSection[]; side: HomeSideSection[] };
};

/** One slide of `GET /api/common/v1/base/banner/user`. */
export type TBannerSlide = { bannerId: number; id: number; picUrl: string; linkUrl: string; sort: number };

export type TSiteSettingsView = {
  siteName: string;
  themeColor: string;
  filingNumber: string;
};

export type TLogoRow = {
  id: number;
  orgId: number;
  orgName: string;
  frontUrl: string;
  backgroundUrl: string;
  remark: string;
  updateTime: number;
};

export type TBannerRow = {
  id: number;
  bannerId: number;
  orgId: number;
  picUrl: string;
  linkUrl: string;
  deviceType: string;
  remark: string;
  sort: number;
  updateTime: number;
};

export type THomePlanRow = {
  id: number;
  orgId: number;
  name: string;
  device: number;
  /** 1 = released (in use). */
  status: 0 | 1;
  /** The sections as a JSON string (`JSON.parse(res.item)` in the original editor). */
  item: string;
  updateTime: number;
};
