// Request schemas of the spreadsheet calls: the template code, the import mode sent with an upload, and the
// error file's run key. Every issue message is a message key.
import { z } from 'zod';
import { zRequiredText } from '../common/validation.ts';
import { ImportMode } from './enums.ts';

/** An import template code: 't1' … 't10' and any later domain's (letters, digits, dashes). */
export const zTemplateCode = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: 'spreadsheet.code.invalid' })
    .regex(/^[a-z][a-z0-9-]{0,31}$/i, { error: 'spreadsheet.code.invalid' }),
);

/** `GET /api/margin/v1/xls/import/template/code?code=t1`. */
export const ZTemplateCodeQuerySchema = z.object({ code: zTemplateCode });
export type TTemplateCodeQuery = z.infer<typeof ZTemplateCodeQuerySchema>;

/** The template file: its code and the language of its headers (the caller's when absent). */
export const ZTemplateFileQuerySchema = z.object({
  code: zTemplateCode,
  lang: z.enum(['zh-CN', 'en'], { error: 'spreadsheet.lang.invalid' }).optional(),
});
export type TTemplateFileQuery = z.infer<typeof ZTemplateFileQuerySchema>;

/** The fields sent with an upload: the mode (partial by default). */
export const ZImportOptionsSchema = z.object({
  mode: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(ImportMode, { error: 'spreadsheet.mode.invalid' }).default(ImportMode.partial),
  ),
});
export type TImportOptions = z.infer<typeof ZImportOptionsSchema>;

/** `GET …/exportErrFile?cacheKey=…`. */
export const ZErrorFileQuerySchema = z.object({
  cacheKey: zRequiredText({
    required: 'spreadsheet.cacheKey.required',
    max: 64,
    tooLong: 'spreadsheet.cacheKey.required',
  }),
});
export type TErrorFileQuery = z.infer<typeof ZErrorFileQuerySchema>;
