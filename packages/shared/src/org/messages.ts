// Messages of organisation and people: field rules and the tree's, people's and groups' rules.
import type { Bilingual } from '../common/messages.ts';

export const orgMessages = {
  'org.name.required': { 'zh-CN': '名称不能为空', en: 'The name is required' },
  'org.name.tooLong': { 'zh-CN': '名称过长', en: 'The name is too long' },
  'org.code.tooLong': { 'zh-CN': '编码过长', en: 'The code is too long' },
  'org.remark.tooLong': { 'zh-CN': '备注过长', en: 'The remark is too long' },
  'org.sort.invalid': { 'zh-CN': '排序无效', en: 'The order is invalid' },
  'org.orgType.invalid': { 'zh-CN': '组织类型无效', en: 'The org unit type is invalid' },
  'org.personName.required': { 'zh-CN': '姓名不能为空', en: 'The name is required' },
  'org.account.tooLong': { 'zh-CN': '账号过长', en: 'The account is too long' },
  'org.account.format': {
    'zh-CN': '账号只能包含字母、数字和 . _ @ -',
    en: 'An account may hold only letters, digits and . _ @ -',
  },
  'org.accountOrPhone.required': {
    'zh-CN': '账号和手机号至少填写一个',
    en: 'Give an account or a phone number',
  },
  'org.workNo.tooLong': { 'zh-CN': '工号过长', en: 'The staff number is too long' },
  'org.sex.invalid': { 'zh-CN': '性别无效', en: 'The sex is invalid' },
  'org.roles.one': { 'zh-CN': '每个用户只能有一个角色', en: 'A user holds one role' },
  'org.userStatus.active': { 'zh-CN': '在职', en: 'Active' },
  'org.userStatus.frozen': { 'zh-CN': '已冻结', en: 'Frozen' },
  'org.userStatus.invalid': { 'zh-CN': '账号状态无效', en: 'The account status is invalid' },
  'org.cycle': {
    'zh-CN': '不能把组织移动到它自己或它的下级之下',
    en: 'An org unit cannot move under itself or one of its own units',
  },
  'org.hasChildren': { 'zh-CN': '该组织下还有下级组织，不能删除', en: 'The org unit has units below it' },
  'org.hasUsers': { 'zh-CN': '该组织下还有人员，不能删除', en: 'People still belong to the org unit' },
  'org.topUnit': { 'zh-CN': '顶级组织不能删除', en: 'The top org unit cannot be deleted' },
  'org.codeTaken': { 'zh-CN': '编码已被使用', en: 'The code is already used' },
  'org.nameTaken': { 'zh-CN': '名称已被使用', en: 'The name is already used' },
  'org.positionInUse': {
    'zh-CN': '该岗位下还有人员或下级岗位，不能删除',
    en: 'People or positions still sit under this position',
  },
  'org.jobLevelInUse': {
    'zh-CN': '该职级下还有人员或下级职级，不能删除',
    en: 'People or levels still sit under this job level',
  },
  'org.accountTaken': { 'zh-CN': '账号或手机号已被使用', en: 'The account or phone number is already used' },
  'org.selfChange': {
    'zh-CN': '不能冻结、删除或移动自己',
    en: 'You cannot freeze, delete or move yourself',
  },
  'org.notOrgAdmin': { 'zh-CN': '只有组织管理员可以管理组织', en: 'Only an org admin manages org units' },
  'org.ambiguousName': {
    'zh-CN': '{field}“{value}”有多个同名项，请填写编码',
    en: '{field} "{value}" names several, give the code',
  },
  'org.lecturer.internal': { 'zh-CN': '内部讲师', en: 'Internal' },
  'org.lecturer.external': { 'zh-CN': '外部讲师', en: 'External' },
  'org.import.users': { 'zh-CN': '用户导入模板', en: 'Users import template' },
  'org.import.orgs': { 'zh-CN': '组织导入模板', en: 'Org units import template' },
  'org.import.positions': { 'zh-CN': '岗位导入模板', en: 'Positions import template' },
  'org.import.groups': { 'zh-CN': '分组导入模板', en: 'User groups import template' },
  'org.import.lecturers': { 'zh-CN': '讲师导入模板', en: 'Lecturers import template' },
} as const satisfies Record<string, Bilingual>;
