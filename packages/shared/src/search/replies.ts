// Reply types of the one search.
import type { TSearchKind } from './enums.ts';

/** A piece of a title: `hit` pieces are what matched the query (shown highlighted). */
export type TSearchTitlePart = { text: string; hit: boolean };

export type TSearchResult = {
  kind: TSearchKind;
  /** The id of the thing in its own domain (course id, live id, …). */
  id: number;
  title: string;
  titleParts: TSearchTitlePart[];
  /** A short extract of the body around the first match, plain text. */
  summary: string;
  cover: string;
  updatedAt: number;
};

export type TSearchPage = {
  data: TSearchResult[];
  totalNum: number;
  totalPage: number;
  /** Matches per tab kind, for the tab labels. */
  counts: Partial<Record<TSearchKind, number>>;
};

export type TSearchSuggestions = { suggestions: string[] };
