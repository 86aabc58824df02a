// The system domain's API paths: menu privileges, site information and customisation, dictionaries, the
// organisation tree and the position list.
export const systemPaths = {
  menuPrivilege: '/api/sys/v1/user/menu/privilege',
  domainInfo: '/api/sys/v1/domain/info',
  /** The signed-in user's site customisation (logo, site name): the original's "DIY" plan. */
  siteCustomisation: '/api/manage/v1/cms/plan/my',
  dict: '/api/blade-system/v1/dict/code',
  organization: '/api/blade-resource/v1/organization',
  positionPage: '/api/manage/v1/source/base/position/page',
} as const;
