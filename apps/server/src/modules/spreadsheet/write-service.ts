// Writes workbooks as streams (exceljs' streaming writer: rows are flushed as they are added) and sends
// them: the import templates, the error files and every list page's export share this one writer.

import { PassThrough, type Readable } from 'node:stream';
import type { Bilingual, Lang } from '@elearning/shared';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetColumn = { key: string; header: string; width?: number };
export type SheetValue = string | number | boolean | null | undefined;
/** A row: primitive values are written, anything else (arrays, objects) is left blank. */
export type SheetRecord = { [key: string]: SheetValue | object };

/** A one-sheet workbook streamed from `rows` (an array or any async source). */
export function workbookStream(
  sheetName: string,
  columns: SheetColumn[],
  rows: Iterable<SheetRecord> | AsyncIterable<SheetRecord>,
): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((column) => ({
    key: column.key,
    header: column.header,
    width: column.width ?? Math.min(40, Math.max(12, column.header.length * 2 + 4)),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  void (async () => {
    try {
      header.commit();
      for await (const row of rows) {
        const values: Record<string, string | number> = {};
        for (const column of columns) {
          const value = row[column.key];
          values[column.key] =
            typeof value === 'string' || typeof value === 'number'
              ? value
              : typeof value === 'boolean'
                ? String(value)
                : '';
        }
        sheet.addRow(values).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return stream;
}

/** `attachment;filename=<name>.xlsx` in the form the original back office reads (`\w+;filename=(.*)`). */
export function xlsxDisposition(fileName: string): string {
  return `attachment;filename=${encodeURIComponent(`${fileName}.xlsx`)}`;
}

/** Sends a workbook stream as a download. */
export function sendWorkbook(reply: FastifyReply, fileName: string, stream: Readable) {
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', xlsxDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(stream);
}

export type ExportColumn = { key: string; header: Bilingual; width?: number };

/**
 * The export of a list page: the columns' headers in the caller's language, one row per record. Every
 * domain's list export calls this with its presenter's rows.
 */
export function exportRows(
  reply: FastifyReply,
  lang: Lang,
  options: {
    fileName: Bilingual;
    columns: ExportColumn[];
    rows: Iterable<SheetRecord> | AsyncIterable<SheetRecord>;
  },
) {
  const columns = options.columns.map((column) => ({
    key: column.key,
    header: column.header[lang],
    ...(column.width ? { width: column.width } : {}),
  }));
  const name = options.fileName[lang];
  return sendWorkbook(reply, name, workbookStream(name, columns, options.rows));
}
