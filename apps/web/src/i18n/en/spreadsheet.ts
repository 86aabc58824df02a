// Texts of the import dialog (en).
import type { Translation } from '../types.ts';
import type { spreadsheet as zh } from '../zh-CN/spreadsheet.ts';

export const spreadsheet: Translation<typeof zh> = {
  step1: 'Step 1: download the template, fill it in and upload it.',
  template: 'Download template',
  choose: 'Choose file',
  mode: 'Import mode',
  partial: 'Import the good rows; bad rows come back in an error file',
  allOrNothing: 'Import nothing if any row is bad',
  run: 'Import',
  cancel: 'Cancel',
  close: 'Close',
  summary: '{{success}} imported, {{failed}} failed',
  rolledBack: '{{failed}} bad rows: nothing was imported',
  downloadErrors: 'Download error file',
  errorFile: 'errors',
  line: 'Line',
  reason: 'Reason',
};
