// The privilege catalogue of the back office (issue 20 item 2): every domain lists its menu and button codes
// in `packages/shared/src/<domain>/privileges.ts` as `export const <domain>Privileges: DomainPrivileges`, and
// this file composes them into one catalogue (add your domain's import and its entry in `DOMAIN_PRIVILEGES`).
// Roles hold codes of this catalogue; routes declare them with `backOffice(code)`; the back-office menu and
// the privilege call (`menuPrivileges`) are drawn from it.
import { achievementPrivileges } from '../achievement/privileges.ts';
import { approvalPrivileges } from '../approval/privileges.ts';
import { commercePrivileges } from '../commerce/privileges.ts';
import { communityPrivileges } from '../community/privileges.ts';
import { coursePrivileges } from '../course/privileges.ts';
import { customerServicePrivileges } from '../customer-service/privileges.ts';
import { examPrivileges } from '../exam/privileges.ts';
import { homeworkPrivileges } from '../homework/privileges.ts';
import { knowledgePrivileges } from '../knowledge/privileges.ts';
import { livePrivileges } from '../live/privileges.ts';
import { mallPrivileges } from '../mall/privileges.ts';
import { newsPrivileges } from '../news/privileges.ts';
import { orgPrivileges } from '../org/privileges.ts';
import { questionnairePrivileges } from '../questionnaire/privileges.ts';
import { reportPrivileges } from '../report/privileges.ts';
import { sitePrivileges } from '../site/privileges.ts';
import { studyMapPrivileges } from '../study-map/privileges.ts';
import { studyPlanPrivileges } from '../study-plan/privileges.ts';
import { trainingPrivileges } from '../training/privileges.ts';
import { trainingClassroomPrivileges } from '../training/privileges-classroom.ts';

/** A text in both languages, for catalogue entries that are data rather than i18n keys. */
export type LocalText = { zh: string; en: string };

/** A page of the back office (or a directory of pages when other menus name it as their parent). */
export type PrivilegeMenu = {
  /** '<domain>:<thing>', unique across the catalogue. */
  code: string;
  name: LocalText;
  /** The route of the page under the back office ('/system/role'): the original back office's where it has one. */
  path: string;
  /** The code of the directory it sits in. */
  parent?: string;
  sort: number;
  icon?: string;
};

/** An action on a page: the server checks it on every route that does it (`backOffice(code)`). */
export type PrivilegeButton = {
  /** '<domain>:<thing>:<action>', unique across the catalogue. */
  code: string;
  name: LocalText;
  /** The code of the menu it belongs to. */
  menu: string;
  /** The original back office's privilege path ('/system/role/add') where it has one; the code otherwise. */
  path?: string;
};

export type DomainPrivileges = { menus: readonly PrivilegeMenu[]; buttons: readonly PrivilegeButton[] };

/** The role domain's own codes: roles, tenants (platform administrators only) and the audit log. */
export const rolePrivilegeCodes = {
  system: 'role:system',
  role: 'role:role',
  roleAdd: 'role:role:add',
  roleEdit: 'role:role:edit',
  roleDelete: 'role:role:delete',
  roleAuthor: 'role:role:author',
  roleMember: 'role:role:member',
  /** The tenant's work-number rules (the original 工号生成规则). */
  roleWorkNo: 'role:role:workno',
  /** The menu editor: the learner site's menus (the back office's are built in). */
  roleMenu: 'role:role:menu',
  tenant: 'role:tenant',
  tenantAdd: 'role:tenant:add',
  tenantEdit: 'role:tenant:edit',
  tenantDisable: 'role:tenant:disable',
  audit: 'role:audit',
} as const;

const C = rolePrivilegeCodes;

export const roleDomainPrivileges: DomainPrivileges = {
  menus: [
    { code: C.system, name: { zh: '系统管理', en: 'System' }, path: '/system', sort: 900, icon: 'setting' },
    {
      code: C.role,
      name: { zh: '角色管理', en: 'Roles' },
      path: '/system/role',
      parent: C.system,
      sort: 910,
    },
    {
      code: C.tenant,
      name: { zh: '商户管理', en: 'Tenants' },
      path: '/system/tenant',
      parent: C.system,
      sort: 920,
    },
    {
      code: C.audit,
      name: { zh: '操作日志', en: 'Audit log' },
      path: '/system/actionLog',
      parent: C.system,
      sort: 930,
    },
  ],
  buttons: [
    { code: C.roleAdd, name: { zh: '新建角色', en: 'Add role' }, menu: C.role, path: '/system/role/add' },
    { code: C.roleEdit, name: { zh: '编辑角色', en: 'Edit role' }, menu: C.role, path: '/system/role/edit' },
    {
      code: C.roleDelete,
      name: { zh: '删除角色', en: 'Delete role' },
      menu: C.role,
      path: '/system/role/delete',
    },
    {
      code: C.roleAuthor,
      name: { zh: '权限配置', en: 'Set privileges' },
      menu: C.role,
      path: '/system/role/author',
    },
    {
      code: C.roleMember,
      name: { zh: '角色成员', en: 'Role members' },
      menu: C.role,
      path: '/system/role/view',
    },
    { code: C.roleWorkNo, name: { zh: '工号规则', en: 'Work-number rules' }, menu: C.role },
    { code: C.roleMenu, name: { zh: '菜单管理', en: 'Menus' }, menu: C.role },
    { code: C.tenantAdd, name: { zh: '新建商户', en: 'Add tenant' }, menu: C.tenant },
    { code: C.tenantEdit, name: { zh: '编辑商户', en: 'Edit tenant' }, menu: C.tenant },
    { code: C.tenantDisable, name: { zh: '停用/启用商户', en: 'Disable or enable tenant' }, menu: C.tenant },
  ],
};

/** Menus whose pages (and buttons) only a platform administrator holds: the tenants. */
export const PLATFORM_MENU_CODES: readonly string[] = [C.tenant];

/** Every domain's codes; a domain adds its import above and its entry here. */
const DOMAIN_PRIVILEGES: DomainPrivileges[] = [
  achievementPrivileges,
  approvalPrivileges,
  coursePrivileges,
  examPrivileges,
  homeworkPrivileges,
  orgPrivileges,
  mallPrivileges,
  knowledgePrivileges,
  commercePrivileges,
  newsPrivileges,
  communityPrivileges,
  customerServicePrivileges,
  questionnairePrivileges,
  studyMapPrivileges,
  studyPlanPrivileges,
  roleDomainPrivileges,
  livePrivileges,
  reportPrivileges,
  sitePrivileges,
  trainingPrivileges,
  trainingClassroomPrivileges,
];

/** The whole catalogue, menus sorted, in one object. */
export const privilegeCatalogue: DomainPrivileges = {
  menus: DOMAIN_PRIVILEGES.flatMap((domain) => domain.menus).sort((a, b) => a.sort - b.sort),
  buttons: DOMAIN_PRIVILEGES.flatMap((domain) => domain.buttons),
};

/** Every code of the catalogue (menus and buttons). */
export const allPrivilegeCodes: ReadonlySet<string> = new Set([
  ...privilegeCatalogue.menus.map((menu) => menu.code),
  ...privilegeCatalogue.buttons.map((button) => button.code),
]);

/** Whether a code belongs to the platform administrators (a tenants' menu or one of its buttons). */
export function isPlatformPrivilege(code: string): boolean {
  if (PLATFORM_MENU_CODES.includes(code)) return true;
  const button = privilegeCatalogue.buttons.find((item) => item.code === code);
  return button !== undefined && PLATFORM_MENU_CODES.includes(button.menu);
}
