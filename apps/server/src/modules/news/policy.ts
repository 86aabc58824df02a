// Who sees which article: learners (and visitors) see published articles inside their window; the back office
// sees every article of its tenant. Another tenant's article, or one outside its window, is not found.
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';

/** SQL: the article (alias `a`) is published and its window is open now. */
export function articleShowing(alias = 'a'): SQL {
  const a = sql.raw(alias);
  return sql`${a}.status = 'published' and coalesce(${a}.publish_begin, ${a}.published_at) <= now()
    and (${a}.publish_end is null or ${a}.publish_end > now())`;
}

/** The row, or a 404 when it does not exist for this caller. */
export function requireFound<T>(row: T | null | undefined): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** A publish window must end after it begins. */
export function requireWindow(begin: number | null | undefined, end: number | null | undefined) {
  if (begin != null && end != null && end <= begin) throw new AppError('NEWS_WINDOW_INVALID');
}
