// Reads an uploaded workbook as a stream (exceljs' streaming reader: the file is never held whole): the
// first sheet's first row names the columns (by the template's header in either language, or the column
// key), every later non-empty row becomes `{ line, cells }` with each cell as trimmed text.

import type { Readable } from 'node:stream';
import { IMPORT_ROWS_MAX, type Lang } from '@elearning/shared';
import ExcelJS from 'exceljs';
import { AppError } from '../../core/app-error.ts';
import type { ImportColumn } from './registry.ts';

export type SheetRow = { line: number; cells: Record<string, string> };

/** A cell's value as text: numbers without float noise, dates as YYYY-MM-DD, rich text and links flattened. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value).trim();
}

function headerIndex(columns: ImportColumn[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const column of columns) {
    for (const name of [column.key, column.header['zh-CN'], column.header.en]) {
      index.set(name.trim().toLowerCase().replace(/^\*/, ''), column.key);
    }
  }
  return index;
}

/** The rows of the first sheet, keyed by column; refuses a file that is not a workbook or lacks columns. */
export async function readSheetRows(
  input: Readable,
  columns: ImportColumn[],
  lang: Lang,
): Promise<SheetRow[]> {
  const names = headerIndex(columns);
  const rows: SheetRow[] = [];
  let keys: (string | undefined)[] | null = null;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values : [];
        if (keys === null) {
          keys = values.map((value) => names.get(cellText(value).toLowerCase().replace(/^\*/, '')));
          const missing = columns.filter((column) => column.required && !keys?.includes(column.key));
          if (missing.length > 0) {
            const list = missing.map((column) => column.header[lang]).join(lang === 'en' ? ', ' : '、');
            throw new AppError('SPREADSHEET_MISSING_COLUMNS', { params: { columns: list } });
          }
          continue;
        }
        const cells: Record<string, string> = {};
        let filled = false;
        keys.forEach((key, position) => {
          if (!key) return;
          const text = cellText(values[position] as ExcelJS.CellValue);
          cells[key] = text;
          if (text !== '') filled = true;
        });
        if (!filled) continue;
        if (rows.length >= IMPORT_ROWS_MAX)
          throw new AppError('SPREADSHEET_TOO_MANY_ROWS', { params: { max: IMPORT_ROWS_MAX } });
        rows.push({ line: row.number, cells });
      }
      break; // only the first sheet is read
    }
  } catch (error) {
    input.resume(); // drain what is left so the request ends
    if (error instanceof AppError) throw error;
    throw new AppError('SPREADSHEET_NOT_WORKBOOK');
  }
  if (keys === null || rows.length === 0) throw new AppError('SPREADSHEET_NO_ROWS');
  return rows;
}
