// The spreadsheet domain's API paths: the import templates by code (the original back office's template
// call) and this product's own file and error-file downloads, shared by every domain's import.
const TEMPLATE = '/api/margin/v1/xls/import/template';

export const spreadsheetPaths = {
  /** `GET ?code=t1`: where the template of an import code is downloaded (`{ fileUrl }`). */
  templateByCode: `${TEMPLATE}/code`,
  /** `GET`: every registered template (code and name). */
  templateList: `${TEMPLATE}/list`,
  /** `GET ?code=t1&lang=en`: the template workbook itself (headers and an example row). */
  templateFile: `${TEMPLATE}/file`,
  /** `GET ?cacheKey=…`: the error workbook of one import run (each bad row with its reason). */
  errorFile: '/api/margin/v1/xls/import/errFile',
} as const;
