// Replies and workbooks of the import: the result the import page lists (`successNum`, `failedList`,
// `cacheKey`), each bad row's reason in the reader's language, the template and the error workbook.
import {
  isMessageKey,
  type Lang,
  type TImportFailedRow,
  type TImportResult,
  type TTemplateLink,
  translate,
} from '@elearning/shared';
import type { ImportRunFailedRow, ImportRunProblem } from '../../db/schema/index.ts';
import type { ImportRun } from './import-service.ts';
import type { ImportDefinition } from './registry.ts';
import type { SheetColumn, SheetRecord } from './write-service.ts';

/** How many bad rows the reply lists (the error file has them all). */
const FAILED_LIST_MAX = 100;

/** One reason in words: `field` parameters naming a column become the column's header. */
export function reasonText(problem: ImportRunProblem, definition: ImportDefinition, lang: Lang): string {
  if (!isMessageKey(problem.key)) return problem.key;
  const params = { ...(problem.params ?? {}) };
  const column = definition.columns.find((item) => item.key === params.field);
  if (column) params.field = column.header[lang];
  return translate(problem.key, lang, params);
}

export function reasonsText(row: ImportRunFailedRow, definition: ImportDefinition, lang: Lang): string {
  return row.problems
    .map((problem) => reasonText(problem, definition, lang))
    .join(lang === 'en' ? '; ' : '；');
}

function failedRow(row: ImportRunFailedRow, definition: ImportDefinition, lang: Lang): TImportFailedRow {
  return { ...row.cells, lineNo: row.line, errMsg: reasonsText(row, definition, lang) };
}

export function presentImportResult(run: ImportRun, definition: ImportDefinition, lang: Lang): TImportResult {
  return {
    mode: run.mode,
    successNum: run.successNum,
    failedNum: run.failedNum,
    rolledBack: run.rolledBack,
    failedList: run.failedRows.slice(0, FAILED_LIST_MAX).map((row) => failedRow(row, definition, lang)),
    cacheKey: run.failedNum > 0 ? run.id : '',
  };
}

export function presentTemplateLink(
  definition: ImportDefinition,
  fileUrl: string,
  lang: Lang,
): TTemplateLink {
  return { code: definition.code, name: definition.name[lang], fileUrl };
}

/** The template: the columns (required ones marked `*`) and one example row. */
export function templateSheet(
  definition: ImportDefinition,
  lang: Lang,
): { columns: SheetColumn[]; rows: SheetRecord[] } {
  const columns = definition.columns.map((column) => ({
    key: column.key,
    header: `${column.required ? '*' : ''}${column.header[lang]}`,
    ...(column.width ? { width: column.width } : {}),
  }));
  const example: SheetRecord = Object.fromEntries(
    definition.columns.map((column) => [column.key, column.example]),
  );
  return { columns, rows: [example] };
}

/** The error workbook: each bad row as it was sent, its line first and its reasons last. */
export function errorSheet(
  definition: ImportDefinition,
  rows: ImportRunFailedRow[],
  lang: Lang,
): { columns: SheetColumn[]; rows: SheetRecord[] } {
  const columns: SheetColumn[] = [
    { key: '__line', header: translate('spreadsheet.lineNo', lang), width: 8 },
    ...definition.columns.map((column) => ({ key: column.key, header: column.header[lang] })),
    { key: '__reason', header: translate('spreadsheet.errMsg', lang), width: 60 },
  ];
  return {
    columns,
    rows: rows.map((row) => ({
      ...row.cells,
      __line: row.line,
      __reason: reasonsText(row, definition, lang),
    })),
  };
}
