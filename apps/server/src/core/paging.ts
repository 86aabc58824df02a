// Paging, written once: the window a page number and size select, and the paged reply every list answers
// with (DESIGN §3: `{ data, totalNum, totalPage }`). Page sizes are validated by the shared schemas.
export type PageInput = { pageNo: number; pageSize: number };
export type PageWindow = { limit: number; offset: number };
export type Paged<T> = { data: T[]; totalNum: number; totalPage: number };

/** LIMIT/OFFSET of a 1-based page. */
export function pageWindow({ pageNo, pageSize }: PageInput): PageWindow {
  return { limit: pageSize, offset: (Math.max(1, pageNo) - 1) * pageSize };
}

/** A paged reply; totalPage is derived so every list answers the same way. */
export function paged<T>(data: T[], totalNum: number, pageSize: number): Paged<T> {
  return { data, totalNum, totalPage: pageSize > 0 ? Math.ceil(totalNum / pageSize) : 0 };
}
