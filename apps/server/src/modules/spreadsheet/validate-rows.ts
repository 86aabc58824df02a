// Checks every row of an upload with the import's shared row schema: each zod issue becomes a reason (a
// message key naming the column), and values that must be unique in the file are checked against earlier
// rows. Reasons stay keys so the error file can be written in the reader's language.
import { isMessageKey } from '@elearning/shared';
import type { z } from 'zod';
import type { SheetRow } from './read-service.ts';
import type { ImportDefinition, ImportRow, RowProblem, RowRejection } from './registry.ts';

function problemOf(issue: z.core.$ZodIssue, fallbackField: string): RowProblem {
  const field = issue.path.length > 0 ? String(issue.path[0]) : fallbackField;
  if (isMessageKey(issue.message)) return { key: issue.message, params: { field } };
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? { key: 'validation.required', params: { field } }
        : { key: 'validation.invalid', params: { field } };
    case 'too_big':
      return { key: 'validation.tooLong', params: { field, max: String(issue.maximum) } };
    case 'invalid_value':
      return { key: 'validation.enum', params: { field } };
    default:
      return { key: 'validation.invalid', params: { field } };
  }
}

export type CheckedRows<T> = { valid: ImportRow<T>[]; rejected: RowRejection[] };

export function validateRows<S extends z.ZodType>(
  definition: ImportDefinition<S>,
  rows: SheetRow[],
): CheckedRows<z.output<S>> {
  const valid: ImportRow<z.output<S>>[] = [];
  const rejected: RowRejection[] = [];
  const seen = new Map<string, Map<string, number>>();
  for (const key of definition.uniqueColumns ?? []) seen.set(key, new Map());
  const firstKey = definition.columns[0]?.key ?? 'row';
  for (const row of rows) {
    const problems: RowProblem[] = [];
    const result = definition.rowSchema.safeParse(row.cells, { reportInput: true });
    if (!result.success) {
      const fields = new Set<string>();
      for (const issue of result.error.issues) {
        const problem = problemOf(issue, firstKey);
        const field = String(problem.params?.field ?? '');
        if (fields.has(field)) continue; // one reason per cell is enough
        fields.add(field);
        problems.push(problem);
      }
    }
    for (const [key, lines] of seen) {
      const value = (row.cells[key] ?? '').toLowerCase();
      if (value === '') continue;
      const earlier = lines.get(value);
      if (earlier !== undefined)
        problems.push({ key: 'spreadsheet.duplicateInFile', params: { field: key, line: earlier } });
      else lines.set(value, row.line);
    }
    if (problems.length > 0 || !result.success) rejected.push({ line: row.line, problems });
    else valid.push({ line: row.line, value: result.data });
  }
  return { valid, rejected };
}
