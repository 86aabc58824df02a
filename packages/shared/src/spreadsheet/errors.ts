// Failures of the Excel import: the file itself (the rows' own problems go in the error file instead).
import type { CatalogueEntry } from '../common/errors.ts';

export const spreadsheetErrors = {
  SPREADSHEET_NO_FILE: { status: 400, resCode: 400, message: 'spreadsheet.noFile' },
  SPREADSHEET_NOT_WORKBOOK: { status: 400, resCode: 400, message: 'spreadsheet.notWorkbook' },
  SPREADSHEET_NO_ROWS: { status: 400, resCode: 400, message: 'spreadsheet.noRows' },
  SPREADSHEET_TOO_MANY_ROWS: { status: 400, resCode: 400, message: 'spreadsheet.tooManyRows' },
  SPREADSHEET_MISSING_COLUMNS: { status: 400, resCode: 400, message: 'spreadsheet.missingColumns' },
  SPREADSHEET_UNKNOWN_TEMPLATE: { status: 404, resCode: 404, message: 'spreadsheet.unknownTemplate' },
} as const satisfies Record<string, CatalogueEntry>;
