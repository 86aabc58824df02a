// Limits and the home sections of the site domain (SPEC §3 site customization; the original clients'
// const/diyHome.js section ids, which their saved plans name).

export const SITE_RULES = {
  siteNameMax: 40,
  filingNumberMax: 60,
  urlMax: 1000,
  remarkMax: 200,
  planNameMax: 40,
  bannerMax: 20,
  sortMax: 9999,
} as const;

/** `#rgb` or `#rrggbb`. */
export const THEME_COLOR_REGEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The left column's sections of the PC home, by the ids the original plans store. */
export const HOME_CONTENT_SECTIONS = [
  'diyPcL1',
  'diyPcL2',
  'diyPcL3',
  'diyPcL4',
  'diyPcL5',
  'diyPcL6',
] as const;
/** The right column's sections of the PC home. */
export const HOME_SIDE_SECTIONS = ['diyPcR1', 'diyPcR2', 'diyPcR3', 'diyPcR4', 'diyPcR5'] as const;
export type HomeContentSection = (typeof HOME_CONTENT_SECTIONS)[number];
export type HomeSideSection = (typeof HOME_SIDE_SECTIONS)[number];

/** The home as it stands when no plan is released: every section the learner site draws, in its order. */
export const DEFAULT_HOME_LAYOUT = {
  content: ['diyPcL1', 'diyPcL2', 'diyPcL3', 'diyPcL4', 'diyPcL5'] as HomeContentSection[],
  side: ['diyPcR1', 'diyPcR2', 'diyPcR3', 'diyPcR4'] as HomeSideSection[],
};

/** The device a plan or banner is for (the original's `device`: 0 mobile, 1 PC; banners say 'PC'/'Mobile'). */
export const SiteDevice = { mobile: 0, pc: 1 } as const;
export type SiteDevice = (typeof SiteDevice)[keyof typeof SiteDevice];
export const BannerDevice = { pc: 'PC', mobile: 'Mobile' } as const;
export type BannerDevice = (typeof BannerDevice)[keyof typeof BannerDevice];
