// The enterprise centre's Excel exports: the students list and one area's situation per department.
import type { Bilingual, EnterpriseArea, TEnterpriseDepartment, TEnterpriseStudent } from '@elearning/shared';
import type { ExportColumn } from '../spreadsheet/write-service.ts';

export const STUDENT_EXPORT: { fileName: Bilingual; columns: ExportColumn[] } = {
  fileName: { 'zh-CN': '学员列表', en: 'Students' },
  columns: [
    { key: 'name', header: { 'zh-CN': '姓名', en: 'Name' } },
    { key: 'workNo', header: { 'zh-CN': '工号', en: 'Work number' } },
    { key: 'account', header: { 'zh-CN': '账号', en: 'Account' } },
    { key: 'orgName', header: { 'zh-CN': '部门', en: 'Org unit' } },
    { key: 'positionName', header: { 'zh-CN': '职位', en: 'Position' } },
    { key: 'phonenum', header: { 'zh-CN': '手机号', en: 'Phone' } },
  ],
};

export function exportStudentRow(row: TEnterpriseStudent) {
  return { ...row };
}

const AREA_FILE: Record<EnterpriseArea, Bilingual> = {
  course: { 'zh-CN': '课程学习情况', en: 'Course situation' },
  exam: { 'zh-CN': '考试情况', en: 'Exam situation' },
  train: { 'zh-CN': '培训情况', en: 'Training situation' },
  live: { 'zh-CN': '直播情况', en: 'Live situation' },
};

const PASSED_HEADER: Record<EnterpriseArea, Bilingual> = {
  course: { 'zh-CN': '完成人数', en: 'Completed' },
  exam: { 'zh-CN': '通过人数', en: 'Passed' },
  train: { 'zh-CN': '结业人数', en: 'Completed' },
  live: { 'zh-CN': '观看完成人数', en: 'Watched' },
};

export function situationExport(type: EnterpriseArea, rows: TEnterpriseDepartment[]) {
  return {
    fileName: AREA_FILE[type],
    columns: [
      { key: 'orgName', header: { 'zh-CN': '部门', en: 'Org unit' } },
      { key: 'joined', header: { 'zh-CN': '参与人数', en: 'Took part' } },
      { key: 'passed', header: PASSED_HEADER[type] },
      { key: 'rate', header: { 'zh-CN': '完成率(%)', en: 'Rate (%)' } },
    ] satisfies ExportColumn[],
    rows: rows.map((row) => ({
      orgName: row.orgName,
      joined: row.joined,
      passed: row.passed,
      rate: row.joined === 0 ? 0 : Math.round((row.passed / row.joined) * 100),
    })),
  };
}
