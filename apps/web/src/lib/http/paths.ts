// Path handling of the request layer (SPEC §7): the /api prefix, the opening-path rewrite for
// logged-in users, and query-string building.
import { API_PREFIX } from './config.ts';

const OPENING_SEGMENT = 'external/opening/';

/** Adds the /api prefix unless the path already has it; absolute URLs pass through untouched. */
export function withApiPrefix(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const normalised = path.startsWith('/') ? path : `/${path}`;
  if (normalised === API_PREFIX || normalised.startsWith(`${API_PREFIX}/`)) return normalised;
  return `${API_PREFIX}${normalised}`;
}

/** Public 'external/opening' paths lose that segment when the user is logged in. */
export function rewriteOpeningPath(path: string, loggedIn: boolean): string {
  if (!loggedIn) return path;
  return path.replace(`/${OPENING_SEGMENT}`, '/');
}

/** Serialises parameters as a query string, skipping undefined and null; arrays repeat the key. */
export function toQueryString(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(name, String(item));
    } else if (typeof value === 'object') {
      search.append(name, JSON.stringify(value));
    } else {
      search.append(name, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Joins a path and a query string, respecting a query the path may already carry. */
export function appendQuery(path: string, query: string): string {
  if (!query) return path;
  return path.includes('?') ? `${path}&${query.slice(1)}` : `${path}${query}`;
}
