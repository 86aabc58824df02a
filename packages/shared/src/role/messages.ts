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
} as const satisfies Record<string, Bilingual>;
