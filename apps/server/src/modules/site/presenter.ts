// JSON shapes of the site domain: the learner's customisation (`diyInfor`) and slides, and the back office's
// logos, banners and plans, with the field names the original clients read.
import {
  DEFAULT_HOME_LAYOUT,
  HOME_CONTENT_SECTIONS,
  HOME_SIDE_SECTIONS,
  type HomeContentSection,
  type HomeSideSection,
  type TBannerRow,
  type TBannerSlide,
  type TDiyInfo,
  type THomeItem,
  type THomePlanRow,
  type TLogoRow,
  type TSiteSettingsView,
} from '@elearning/shared';
import type { Tenant } from '../../core/tenants.ts';
import type { BannerRow, LogoRow, PlanRow } from './queries.ts';
import type { SiteLook } from './settings-service.ts';

const isContent = (id: string): id is HomeContentSection =>
  (HOME_CONTENT_SECTIONS as readonly string[]).includes(id);
const isSide = (id: string): id is HomeSideSection => (HOME_SIDE_SECTIONS as readonly string[]).includes(id);

/** The learner's home sections: the released plan's known ids in its order, or the default layout. */
function homeLayoutOf(item: THomeItem | null): TDiyInfo['homeLayout'] {
  if (!item) return { content: [...DEFAULT_HOME_LAYOUT.content], side: [...DEFAULT_HOME_LAYOUT.side] };
  return {
    content: item.content.map((section) => section.id).filter(isContent),
    side: item.side.map((section) => section.id).filter(isSide),
  };
}

export function presentDiyInfo(
  tenant: Tenant,
  look: SiteLook,
  logo: { front_url: string; background_url: string } | null,
  plan: PlanRow | null,
): TDiyInfo {
  const homeLayout = homeLayoutOf(plan?.item ?? null);
  const item = plan?.item ?? {
    content: homeLayout.content.map((id) => ({ id })),
    side: homeLayout.side.map((id) => ({ id })),
  };
  return {
    tenantId: tenant.id,
    siteName: tenant.siteName,
    logo: {
      FrontUrl: logo?.front_url || tenant.logoUrl,
      BackgroundUrl: logo?.background_url || logo?.front_url || tenant.logoUrl,
    },
    filingNumber: tenant.filingNumber,
    customerServiceUrl: tenant.customerServiceUrl,
    themeColor: look.themeColor,
    home: JSON.stringify(item),
    homeLayout,
  };
}

export function presentSlide(row: BannerRow): TBannerSlide {
  return { bannerId: row.id, id: row.id, picUrl: row.pic_url, linkUrl: row.link_url, sort: row.sort };
}

export function presentSettings(row: {
  site_name: string;
  filing_number: string;
  theme_color: string;
}): TSiteSettingsView {
  return { siteName: row.site_name, themeColor: row.theme_color, filingNumber: row.filing_number };
}

export function presentLogo(row: LogoRow): TLogoRow {
  return {
    id: row.id,
    orgId: row.org_id,
    orgName: row.org_name,
    frontUrl: row.front_url,
    backgroundUrl: row.background_url,
    remark: row.remark,
    updateTime: row.updated_at,
  };
}

export function presentBanner(row: BannerRow): TBannerRow {
  return {
    id: row.id,
    bannerId: row.id,
    orgId: row.org_id,
    picUrl: row.pic_url,
    linkUrl: row.link_url,
    deviceType: row.device_type,
    remark: row.remark,
    sort: row.sort,
    updateTime: row.updated_at,
  };
}

export function presentPlan(row: PlanRow): THomePlanRow {
  return {
    id: row.id,
    orgId: row.org_id,
    name: row.name,
    device: row.device,
    status: row.released ? 1 : 0,
    item: JSON.stringify(row.item),
    updateTime: row.updated_at,
  };
}
