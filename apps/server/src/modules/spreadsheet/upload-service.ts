// Takes one multipart upload apart: the `mode` field (or query parameter) and the workbook, read as a
// stream into rows. A file past the size limit is refused as too large, anything but a workbook as such.
import { IMPORT_FILE_MAX_BYTES, type ImportMode, ZImportOptionsSchema } from '@elearning/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import { parseInput } from '../../core/validate.ts';
import { readSheetRows, type SheetRow } from './read-service.ts';
import type { ImportDefinition } from './registry.ts';

function fieldValue(field: unknown): unknown {
  if (field && typeof field === 'object' && 'value' in field) return field.value;
  return undefined;
}

export async function readUpload(
  request: FastifyRequest,
  definition: ImportDefinition,
): Promise<{ rows: SheetRow[]; mode: ImportMode }> {
  if (!request.isMultipart()) throw new AppError('SPREADSHEET_NO_FILE');
  const part = await request.file({ limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1 } });
  if (!part) throw new AppError('SPREADSHEET_NO_FILE');
  const query = (request.query ?? {}) as Record<string, unknown>;
  const { mode } = parseInput(
    ZImportOptionsSchema,
    { mode: fieldValue(part.fields.mode) ?? query.mode },
    request,
  );
  try {
    const rows = await readSheetRows(part.file, definition.columns, request.lang);
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
    return { rows, mode };
  } catch (error) {
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
    throw error;
  }
}
