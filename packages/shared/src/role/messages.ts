// Messages of the role domain (issue 20 items 2 and 8), merged into the catalogue by messages.ts.
import type { Bilingual } from '../common/messages.ts';

export const roleMessages = {
  'role.nameRequired': { 'zh-CN': '请输入角色名称', en: 'Enter the role name' },
  'role.nameTooLong': { 'zh-CN': '角色名称不能超过32个字符', en: 'The role name is at most 32 characters' },
  'role.codeRequired': { 'zh-CN': '请输入角色编码', en: 'Enter the role code' },
  'role.codeTooLong': { 'zh-CN': '角色编码不能超过32个字符', en: 'The role code is at most 32 characters' },
  'role.remarkTooLong': {
    'zh-CN': '角色描述不能超过200个字符',
    en: 'The description is at most 200 characters',
  },
  'role.dataScopeInvalid': { 'zh-CN': '数据权限不正确', en: 'The data scope is not valid' },
  'role.codeUnknown': { 'zh-CN': '权限编码不存在', en: 'A privilege code does not exist' },
  'role.codesInvalid': { 'zh-CN': '权限列表不正确', en: 'The privilege list is not valid' },
  'role.userIdsInvalid': { 'zh-CN': '请选择1到500个用户', en: 'Choose 1 to 500 users' },
  'role.codeTaken': { 'zh-CN': '角色编码已存在', en: 'This role code is already used' },
  'role.hasUsers': {
    'zh-CN': '该角色下还有用户，请先移除用户再删除',
    en: 'Users still hold this role: remove them before deleting it',
  },
  'role.adminFixed': {
    'zh-CN': '管理员角色拥有全部权限，不能修改权限或停用',
    en: 'An administrator role holds every privilege: its privileges cannot be changed nor the role disabled',
  },
  'role.selfLockout': {
    'zh-CN': '不能移除自己的管理员角色',
    en: 'You cannot take your own administrator role away',
  },
  'role.tenantIdInvalid': {
    'zh-CN': '商户编码为2到32位小写字母、数字或短横线，以字母开头',
    en: 'The tenant code is 2 to 32 lower-case letters, digits or hyphens, starting with a letter',
  },
  'role.tenantNameRequired': { 'zh-CN': '请输入商户名称', en: 'Enter the tenant name' },
  'role.tenantNameTooLong': {
    'zh-CN': '商户名称不能超过64个字符',
    en: 'The tenant name is at most 64 characters',
  },
  'role.domainInvalid': { 'zh-CN': '域名格式不正确', en: 'The domain is not valid' },
  'role.domainTaken': { 'zh-CN': '该域名已被其他商户使用', en: 'Another tenant already uses this domain' },
  'role.tenantTaken': { 'zh-CN': '商户编码已存在', en: 'This tenant code is already used' },
  'role.disabledInvalid': { 'zh-CN': '停用状态不正确', en: 'The disabled flag is not valid' },
  'role.ownTenant': { 'zh-CN': '不能停用自己所在的商户', en: 'You cannot disable your own tenant' },
  'role.adminNameRequired': { 'zh-CN': '请输入管理员姓名', en: "Enter the administrator's name" },
  'role.phoneTaken': {
    'zh-CN': '该手机号已被该商户的其他用户使用',
    en: 'Another user of this tenant has this phone',
  },
  'role.auditFilterTooLong': { 'zh-CN': '筛选条件不能超过64个字符', en: 'A filter is at most 64 characters' },
  'role.auditTimeInvalid': { 'zh-CN': '时间不正确', en: 'The time is not valid' },
  'role.categoryNameRequired': { 'zh-CN': '请输入分类名称', en: 'Enter the category name' },
  'role.categoryNameTooLong': {
    'zh-CN': '分类名称不能超过32个字符',
    en: 'The category name is at most 32 characters',
  },
  'role.categoryTaken': { 'zh-CN': '分类名称已存在', en: 'This category name is already used' },
  'role.categoryHasRoles': {
    'zh-CN': '该分类下还有角色，请先移走角色再删除',
    en: 'Roles are still filed under this category: move them before deleting it',
  },
  'role.workNoRuleInvalid': {
    'zh-CN': '工号规则为至多4个字母加1到18的位数，如 BLH4',
    en: 'A work-number rule is up to 4 letters and a digit count of 1 to 18, such as BLH4',
  },
  'role.workNoRuleTaken': { 'zh-CN': '该工号规则已存在', en: 'This work-number rule already exists' },
  'role.menuNameRequired': { 'zh-CN': '请输入菜单名称', en: 'Enter the menu name' },
  'role.menuNameTooLong': {
    'zh-CN': '菜单名称不能超过64个字符',
    en: 'The menu name is at most 64 characters',
  },
  'role.menuCodeRequired': { 'zh-CN': '请输入菜单编码', en: 'Enter the menu code' },
  'role.menuPathTooLong': { 'zh-CN': '路由地址不能超过255个字符', en: 'The path is at most 255 characters' },
  'role.menuTypeInvalid': { 'zh-CN': '菜单类型不正确', en: 'The menu type is not valid' },
  'role.flagInvalid': { 'zh-CN': '取值只能是0或1', en: 'The value is 0 or 1' },
  'role.sortInvalid': { 'zh-CN': '排序为0到99999的整数', en: 'The order is a whole number from 0 to 99999' },
  'role.menuIdsInvalid': { 'zh-CN': '请选择菜单', en: 'Choose at least one menu' },
  'role.menuFixed': {
    'zh-CN': '后台菜单由系统内置，不能在此修改；请在角色权限中配置',
    en: 'The back office menus are built in: set what a role sees in its privileges instead',
  },
  'role.menuHasChildren': {
    'zh-CN': '该菜单下还有子菜单，请先删除子菜单',
    en: 'This menu still has sub-menus: delete them first',
  },
  'role.menuCodeTaken': { 'zh-CN': '菜单编码已存在', en: 'This menu code is already used' },
} as const satisfies Record<string, Bilingual>;
