// The spreadsheet feature: the import dialog and calls every back-office domain reuses.
export { spreadsheetApi } from './api.ts';
export { ImportDialog, type ImportDialogProps } from './ImportDialog.tsx';
