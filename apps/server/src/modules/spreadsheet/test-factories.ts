// The spreadsheet domain's test helpers: a workbook made in the test, its upload as the back office sends
// it (multipart `file`), and reading a downloaded workbook back as rows of text.
import ExcelJS from 'exceljs';
import { WEB_CLIENT_BASIC } from '../../test/api-client.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { multipartBody } from '../file/fixtures.ts';
import { cellText } from './read-service.ts';

/** An .xlsx with a header row and the given rows. */
export async function makeWorkbook(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function uploadWorkbook(
  testApp: TestApp,
  path: string,
  file: Buffer,
  options: { token: string; tenant?: string; lang?: string; fields?: Record<string, string>; name?: string },
) {
  const body = multipartBody(options.fields ?? {}, {
    name: options.name ?? 'import.xlsx',
    content: file,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const reply = await testApp.app.inject({
    method: 'POST',
    url: path,
    headers: {
      ...body.headers,
      authorization: WEB_CLIENT_BASIC,
      'tenant-id': options.tenant ?? 'learn',
      accesstoken: `bearer ${options.token}`,
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    payload: body.payload,
  });
  return {
    status: reply.statusCode,
    body: reply.json() as { resCode: number; response: unknown; resMsg: string },
  };
}

/** Downloads a workbook (GET) and returns its first sheet as rows of text. */
export async function downloadWorkbook(
  testApp: TestApp,
  path: string,
  options: { token?: string; tenant?: string; lang?: string; query?: Record<string, string> },
) {
  const reply = await testApp.app.inject({
    method: 'GET',
    url: path,
    query: options.query,
    headers: {
      authorization: WEB_CLIENT_BASIC,
      'tenant-id': options.tenant ?? 'learn',
      ...(options.token ? { accesstoken: `bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
  if (reply.statusCode !== 200)
    return { status: reply.statusCode, rows: [] as string[][], headers: reply.headers };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => cellText(value as ExcelJS.CellValue)));
  });
  return { status: reply.statusCode, rows, headers: reply.headers };
}
