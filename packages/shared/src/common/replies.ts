// Reply shapes every domain shares (DESIGN §3).

/** The reply envelope every endpoint answers with (DESIGN §3). */
export type TEnvelope<T> = { resCode: number; resMsg: string; response: T };

/** A paged list reply (DESIGN §3). */
export type TPage<T> = { data: T[]; totalNum: number; totalPage: number; todoNum?: number };

/** A node of a back-office category tree (getCategoryTree of lives, study plans, trainings, classrooms): the
 *  fields every tree answers with; a domain adds its own (a count) and its children. */
export type TCategoryNodeBase = {
  id: number;
  idStr: string;
  parentId: number | null;
  parentIdStr: string;
  name: string;
  sort: number;
  /** '1' enabled, '0' disabled (the original compares with ==). */
  status: '0' | '1';
  orgIds: number[];
  orgScopeName: string;
  creatorId: number | null;
  creatorName: string;
  updateTime: number;
};
