// The search fields of a list page and how their values become query parameters (SearchForm.tsx draws them).
import type { Dayjs } from 'dayjs';

export type SearchOption = { label: string; value: string | number };

/** One search field; `name` is the query parameter it fills. */
export type SearchField =
  | { kind: 'text'; name: string; label: string; placeholder?: string; maxLength?: number }
  | { kind: 'number'; name: string; label: string; min?: number; max?: number }
  | { kind: 'select'; name: string; label: string; options: SearchOption[]; multiple?: boolean }
  /** Two query parameters: the start and end dates as 'YYYY-MM-DD'. */
  | { kind: 'dateRange'; name: string; label: string; startName: string; endName: string };

export type Filters = Record<string, unknown>;

export type FormValues = Record<string, unknown>;

/** Turns the form's values into query parameters: empty values dropped, date ranges split in two. */
export function filtersOf(fields: SearchField[], values: FormValues): Filters {
  const filters: Filters = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === null || value === '') continue;
    if (field.kind === 'dateRange') {
      const range = value as [Dayjs | null, Dayjs | null];
      if (range[0]) filters[field.startName] = range[0].format('YYYY-MM-DD');
      if (range[1]) filters[field.endName] = range[1].format('YYYY-MM-DD');
    } else if (field.kind === 'text') {
      const text = String(value).trim();
      if (text) filters[field.name] = text;
    } else if (!(Array.isArray(value) && value.length === 0)) {
      filters[field.name] = value;
    }
  }
  return filters;
}
