// Limits of the Excel import and export (issue 20 item 4).
import { BYTES } from '../common/constants.ts';

/** The largest workbook an import accepts. */
export const IMPORT_FILE_MAX_BYTES = 20 * BYTES.MB;
/** The most data rows one import reads; past this the file is refused whole. */
export const IMPORT_ROWS_MAX = 50_000;
/** Rows handed to a domain's `importRows` at a time (batch inserts). */
export const IMPORT_BATCH_ROWS = 1_000;
/** The most rows a list export writes. */
export const EXPORT_ROWS_MAX = 50_000;
/** How long an import run's error file can be downloaded. */
export const IMPORT_ERROR_FILE_TTL_MS = 24 * 60 * 60 * 1000;
