// The columns of every organisation list's Excel export (headers in both languages).
import type { ExportColumn } from '../spreadsheet/write-service.ts';

type ExportSpec = { fileName: { 'zh-CN': string; en: string }; columns: ExportColumn[] };

export const UNIT_EXPORT: ExportSpec = {
  fileName: { 'zh-CN': '组织架构', en: 'Org units' },
  columns: [
    { key: 'orgName', header: { 'zh-CN': '组织名称', en: 'Name' } },
    { key: 'orgCode', header: { 'zh-CN': '组织编码', en: 'Code' } },
    { key: 'orgType', header: { 'zh-CN': '组织类型', en: 'Type' } },
    { key: 'parentOrgId', header: { 'zh-CN': '上级组织ID', en: 'Parent id' } },
    { key: 'userNum', header: { 'zh-CN': '人数', en: 'People' } },
    { key: 'remark', header: { 'zh-CN': '备注', en: 'Remark' } },
  ],
};

export const POSITION_EXPORT: ExportSpec = {
  fileName: { 'zh-CN': '岗位', en: 'Positions' },
  columns: [
    { key: 'name', header: { 'zh-CN': '岗位名称', en: 'Name' } },
    { key: 'code', header: { 'zh-CN': '岗位编码', en: 'Code' } },
    { key: 'orgName', header: { 'zh-CN': '所属组织', en: 'Org unit' } },
    { key: 'userNum', header: { 'zh-CN': '人数', en: 'People' } },
    { key: 'remark', header: { 'zh-CN': '备注', en: 'Remark' } },
  ],
};

export const USER_EXPORT: ExportSpec = {
  fileName: { 'zh-CN': '用户列表', en: 'Users' },
  columns: [
    { key: 'name', header: { 'zh-CN': '姓名', en: 'Name' } },
    { key: 'account', header: { 'zh-CN': '账号', en: 'Account' } },
    { key: 'workNo', header: { 'zh-CN': '工号', en: 'Staff no.' } },
    { key: 'phonenum', header: { 'zh-CN': '手机号', en: 'Phone' } },
    { key: 'userEmail', header: { 'zh-CN': '邮箱', en: 'Email' } },
    { key: 'orgName', header: { 'zh-CN': '部门', en: 'Org unit' } },
    { key: 'positionName', header: { 'zh-CN': '岗位', en: 'Position' } },
    { key: 'status', header: { 'zh-CN': '状态', en: 'Status' } },
    { key: 'roleName', header: { 'zh-CN': '角色', en: 'Role' } },
  ],
};

export const GROUP_EXPORT: ExportSpec = {
  fileName: { 'zh-CN': '用户分组', en: 'User groups' },
  columns: [
    { key: 'name', header: { 'zh-CN': '分组名称', en: 'Name' } },
    { key: 'userNum', header: { 'zh-CN': '人数', en: 'People' } },
    { key: 'creatorName', header: { 'zh-CN': '创建人', en: 'Created by' } },
    { key: 'remark', header: { 'zh-CN': '备注', en: 'Remark' } },
  ],
};

export const LECTURER_EXPORT: ExportSpec = {
  fileName: { 'zh-CN': '讲师列表', en: 'Lecturers' },
  columns: [
    { key: 'name', header: { 'zh-CN': '姓名', en: 'Name' } },
    { key: 'account', header: { 'zh-CN': '账号', en: 'Account' } },
    { key: 'kindText', header: { 'zh-CN': '类型', en: 'Kind' } },
    { key: 'categoryName', header: { 'zh-CN': '分类', en: 'Category' } },
    { key: 'level', header: { 'zh-CN': '级别', en: 'Level' } },
    { key: 'orgName', header: { 'zh-CN': '部门', en: 'Org unit' } },
  ],
};

export const TUTOR_EXPORT: ExportSpec = {
  fileName: { 'zh-CN': '导师列表', en: 'Tutors' },
  columns: [
    { key: 'name', header: { 'zh-CN': '姓名', en: 'Name' } },
    { key: 'orgName', header: { 'zh-CN': '部门', en: 'Org unit' } },
    { key: 'positionName', header: { 'zh-CN': '岗位', en: 'Position' } },
    { key: 'apprenticeNum', header: { 'zh-CN': '学徒数', en: 'Apprentices' } },
  ],
};
