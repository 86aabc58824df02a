// Reply types of the spreadsheet calls, in the original back office's words (`successNum`, `failedList`,
// `cacheKey`, `fileUrl`).
import type { ImportMode } from './enums.ts';

/** One bad row as the import page lists it: its line, its cells and the reason (`errMsg`). */
export type TImportFailedRow = { lineNo: number; errMsg: string } & Record<string, string | number>;

export type TImportResult = {
  mode: ImportMode;
  successNum: number;
  failedNum: number;
  /** True when all-or-nothing was asked and a bad row stopped the whole file. */
  rolledBack: boolean;
  /** The first bad rows (the error file has them all). */
  failedList: TImportFailedRow[];
  /** Key of the error file; '' when every row was imported. */
  cacheKey: string;
};

export type TTemplateLink = { code: string; name: string; fileUrl: string };
