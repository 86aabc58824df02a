// Certificate management rows in the original back office's field names (resource/certificate pages), and
// their .xlsx exports headed in the caller's language.
import type { Lang } from '@elearning/shared';
import ExcelJS from 'exceljs';
import type { grantRowShape, TemplateRow } from './certificate-admin-service.ts';

type GrantRow = { [K in keyof typeof grantRowShape]: ReturnType<(typeof grantRowShape)[K]> };
const day = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString().slice(0, 10));

export function presentTemplate(row: TemplateRow) {
  return {
    id: row.id,
    templateId: row.id,
    name: row.name,
    text: row.body,
    awardAgency: row.issuer,
    logoUrl: row.logo_url,
    backUrl: row.background_url,
    category: row.category,
    status: row.status,
    validityMonths: row.validity_months,
    activeTime: row.active_at,
    bornTime: row.active_at,
    deadTime: row.expires_at,
    creatorName: row.creator_name,
    updateTime: row.updated_at,
  };
}

export function presentGrantSummary(row: TemplateRow & { grant_num: number }) {
  return { ...presentTemplate(row), templateName: row.name, grantNum: row.grant_num };
}

/** `status` '1' held, '2' revoked (the original's strings). */
export function presentGrant(row: GrantRow) {
  return {
    id: row.id,
    certificateNo: row.code,
    stuName: row.holder_name,
    phonenum: row.phone,
    deptName: row.org_name,
    title: row.title,
    grantTime: row.issued_at,
    validUntil: row.valid_until,
    revokeTime: row.revoked_at,
    status: row.revoked_at === null ? '1' : '2',
  };
}

const TEMPLATE_HEADERS: Record<Lang, string[]> = {
  'zh-CN': ['证书名称', '证书类型', '颁发机构', '状态', '生效日期', '失效日期', '获得人数'],
  en: ['Certificate', 'Type', 'Issuer', 'Status', 'Effective from', 'Expires', 'Holders'],
};
const CATEGORY: Record<Lang, string[]> = {
  'zh-CN': ['培训合格证书', '聘书'],
  en: ['Training certificate', 'Appointment'],
};
const STATUS: Record<Lang, Record<number, string>> = {
  'zh-CN': { 0: '停用', 1: '正常', 3: '已失效' },
  en: { 0: 'Disabled', 1: 'Active', 3: 'Expired' },
};
const GRANT_HEADERS: Record<Lang, string[]> = {
  'zh-CN': ['证书编号', '姓名', '手机号码', '部门', '证书', '获得时间', '状态'],
  en: ['Certificate number', 'Name', 'Phone', 'Department', 'Certificate', 'Granted on', 'Status'],
};
const GRANT_STATUS: Record<Lang, [string, string]> = {
  'zh-CN': ['已获得', '已撤销'],
  en: ['Held', 'Revoked'],
};

async function workbookOf(name: string, headers: string[], rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function templateWorkbook(rows: (TemplateRow & { grant_num: number })[], lang: Lang) {
  return workbookOf(
    'certificates',
    TEMPLATE_HEADERS[lang],
    rows.map((row) => [
      row.name,
      CATEGORY[lang][row.category] ?? '',
      row.issuer,
      STATUS[lang][row.status] ?? '',
      day(row.active_at),
      day(row.expires_at),
      row.grant_num,
    ]),
  );
}

export function grantWorkbook(rows: GrantRow[], lang: Lang) {
  return workbookOf(
    'holders',
    GRANT_HEADERS[lang],
    rows.map((row) => [
      row.code,
      row.holder_name,
      row.phone,
      row.org_name,
      row.title,
      day(row.issued_at),
      GRANT_STATUS[lang][row.revoked_at === null ? 0 : 1],
    ]),
  );
}
