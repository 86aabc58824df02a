// The sign-in list as an .xlsx workbook (signExcelExport, offline/sign/excel), headed in the caller's language.
import type { Lang, TTrainSignRow } from '@elearning/shared';
import ExcelJS from 'exceljs';

const HEADERS: Record<Lang, string[]> = {
  'zh-CN': ['姓名', '部门', '日程', '签到时间', '方式', '原因'],
  en: ['Name', 'Department', 'Session', 'Signed in at', 'Method', 'Reason'],
};

export async function signListWorkbook(rows: TTrainSignRow[], lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('sign-in');
  sheet.addRow(HEADERS[lang]);
  for (const row of rows)
    sheet.addRow([
      row.name,
      row.orgName,
      row.sessionTitle,
      row.signedAt ? new Date(row.signedAt).toISOString().replace('T', ' ').slice(0, 19) : '',
      row.method,
      row.reason,
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
