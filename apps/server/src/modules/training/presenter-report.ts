// The training report as a workbook (back office, exportRows): one row per trainee with attendance, the
// assessment parts, the total against the pass line and the certificate.
import type { ExportColumn, SheetRecord } from '../spreadsheet/write-service.ts';
import type { TraineeRow } from './lecturer-service.ts';

export const REPORT_COLUMNS: ExportColumn[] = [
  { key: 'name', header: { 'zh-CN': '姓名', en: 'Name' }, width: 16 },
  { key: 'orgName', header: { 'zh-CN': '部门', en: 'Department' }, width: 20 },
  { key: 'attendance', header: { 'zh-CN': '签到（已签/应签）', en: 'Sign-ins (signed/due)' }, width: 18 },
  { key: 'excused', header: { 'zh-CN': '请假', en: 'Excused' }, width: 8 },
  { key: 'course', header: { 'zh-CN': '在线课程', en: 'Online courses' }, width: 12 },
  { key: 'exam', header: { 'zh-CN': '考试', en: 'Exams' }, width: 8 },
  { key: 'homework', header: { 'zh-CN': '作业', en: 'Homework' }, width: 8 },
  { key: 'lecturer', header: { 'zh-CN': '讲师评分', en: 'Lecturer score' }, width: 12 },
  { key: 'total', header: { 'zh-CN': '总分', en: 'Total' }, width: 8 },
  { key: 'passed', header: { 'zh-CN': '是否合格', en: 'Passed' }, width: 10 },
  { key: 'certificate', header: { 'zh-CN': '证书编号', en: 'Certificate' }, width: 26 },
];

export function reportRecord(row: TraineeRow): SheetRecord {
  const a = row.assessment;
  return {
    name: row.name,
    orgName: row.org_name,
    attendance: `${a.signedNum}/${a.sessionNum - a.excusedNum}`,
    excused: a.excusedNum,
    course: a.parts.course,
    exam: a.parts.exam,
    homework: a.parts.homework,
    lecturer: a.lecturerScore ?? '',
    total: a.total,
    passed: a.passed ? 'Y' : 'N',
    certificate: row.certificate_code ?? '',
  };
}
