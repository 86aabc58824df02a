// Messages of the Excel import and export: file problems, row problems shared by every import, and the
// headers the error workbook adds.
import type { Bilingual } from '../common/messages.ts';

export const spreadsheetMessages = {
  'spreadsheet.code.invalid': { 'zh-CN': '模板编号无效', en: 'The template code is invalid' },
  'spreadsheet.lang.invalid': { 'zh-CN': '语言无效', en: 'The language is invalid' },
  'spreadsheet.mode.invalid': { 'zh-CN': '导入方式无效', en: 'The import mode is invalid' },
  'spreadsheet.cacheKey.required': { 'zh-CN': '缺少导入批次', en: 'The import run is missing' },
  'spreadsheet.unknownTemplate': { 'zh-CN': '没有这个导入模板', en: 'There is no such import template' },
  'spreadsheet.noFile': { 'zh-CN': '请选择要导入的文件', en: 'Choose a file to import' },
  'spreadsheet.notWorkbook': {
    'zh-CN': '只支持 xlsx 格式的 Excel 文件',
    en: 'Only Excel workbooks (.xlsx) can be imported',
  },
  'spreadsheet.noRows': { 'zh-CN': '文件中没有数据行', en: 'The file has no data rows' },
  'spreadsheet.tooManyRows': {
    'zh-CN': '一次最多导入{max}行',
    en: 'At most {max} rows can be imported at once',
  },
  'spreadsheet.missingColumns': {
    'zh-CN': '缺少列：{columns}',
    en: 'Missing columns: {columns}',
  },
  'spreadsheet.lineNo': { 'zh-CN': '行号', en: 'Line' },
  'spreadsheet.errMsg': { 'zh-CN': '错误信息', en: 'Reason' },
  'spreadsheet.rolledBack': {
    'zh-CN': '未导入：文件中有错误行，已整体撤销',
    en: 'Not imported: the file has bad rows, so nothing was imported',
  },
  'spreadsheet.duplicateInFile': {
    'zh-CN': '{field}与第{line}行重复',
    en: '{field} repeats line {line}',
  },
  'spreadsheet.alreadyExists': { 'zh-CN': '{field}已存在', en: '{field} already exists' },
  'spreadsheet.notFoundByName': { 'zh-CN': '{field}“{value}”不存在', en: '{field} "{value}" does not exist' },
  'spreadsheet.outOfScope': {
    'zh-CN': '{field}“{value}”不在你的管理范围内',
    en: '{field} "{value}" is outside what you manage',
  },
} as const satisfies Record<string, Bilingual>;
