// Header search history (SPEC §2): most recent first, unique, at most 5 entries.
import { SEARCH_HISTORY_MAX } from '@elearning/shared';

export function pushSearchHistory(history: readonly string[], keyword: string): string[] {
  const text = keyword.trim();
  if (!text) return [...history];
  return [text, ...history.filter((item) => item !== text)].slice(0, SEARCH_HISTORY_MAX);
}
