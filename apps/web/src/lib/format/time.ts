// Date formatting of server timestamps: 10-digit values are seconds (SPEC §5), 13-digit milliseconds.
import { normalizeTimestamp } from '@elearning/shared';
import dayjs from 'dayjs';

export function formatDateTime(
  value: number | string | undefined | null,
  pattern = 'YYYY-MM-DD HH:mm',
): string {
  if (value === undefined || value === null || value === '') return '';
  const ms = normalizeTimestamp(value);
  return Number.isNaN(ms) ? '' : dayjs(ms).format(pattern);
}
