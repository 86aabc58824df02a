// Reply shapes of the system API: the menu tree (ORIGINAL-UI "Menu items"), privileges, site information
// and customisation, dictionaries, the organisation tree and the position list.
import type { TPage } from '../common/replies.ts';
import type { MenuType } from './enums.ts';

export type TMenuView = {
  menuId: number;
  menuName: string;
  menuType: MenuType;
  isOwn: 0 | 1;
  isEnabled: 0 | 1;
  isShow: 0 | 1;
  code: string;
  alias: string;
  path: string;
  icon: string;
  sort: number;
  children: TMenuView[];
};

/** `GET /api/sys/v1/user/menu/privilege`. */
export type TPrivilegesReply = {
  menus: TMenuView[];
  /**
   * The back office's menu tree (the privilege catalogue, packages/shared/src/role/privileges.ts) with
   * what the caller's role holds as `isOwn`; button entries carry their privilege path. The original
   * back office builds its sidebar and button checks from it.
   */
  menuPrivileges: TMenuView[];
  orgPrivileges: { orgId: number; orgName: string; isOwn: 1 }[];
};

/** The site's customisation (SPEC §3): the client keeps this object as `diyInfor`. */
export type TSiteCustomisation = {
  tenantId: string;
  siteName: string;
  logo: { FrontUrl: string };
  filingNumber: string;
  customerServiceUrl: string;
};

/** `GET /api/sys/v1/domain/info`. */
export type TDomainInfoReply = {
  tenantId: string;
  siteName: string;
  /** The site's theme colour ('#rrggbb'; '' = the product's own), set in the back office's site settings. */
  themeColor: string;
  diyInfor: { logo: { FrontUrl: string } };
  filingNumber: string;
  filingUrl: string;
  customerServiceUrl: string;
  version: string;
  buildDate: string;
};

/** One entry of `GET /api/blade-system/v1/dict/code`. */
export type TDictItem = { dictKey: string; dictValue: string; sort: number };

/** `GET /api/blade-resource/v1/organization`: the organisation tree. */
export type TOrgNode = {
  id: number;
  orgId: number;
  name: string;
  orgName: string;
  code: string;
  parentId: number;
  sort: number;
  children: TOrgNode[];
};

/** One row of `GET /api/manage/v1/source/base/position/page`. */
export type TPositionItem = {
  id: number;
  name: string;
  code: string;
  orgId: number | null;
  orgName: string;
  userNum: number;
};
export type TPositionPageReply = TPage<TPositionItem>;
