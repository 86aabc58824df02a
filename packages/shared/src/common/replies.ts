// Reply shapes every domain shares (DESIGN §3).

/** The reply envelope every endpoint answers with (DESIGN §3). */
export type TEnvelope<T> = { resCode: number; resMsg: string; response: T };

/** A paged list reply (DESIGN §3). */
export type TPage<T> = { data: T[]; totalNum: number; totalPage: number; todoNum?: number };
