// My Task's study tab spans domains: courses are built here, lives and trainings later. Each domain plugs
// its part in once, at import time: what myTask/add and myTask/remove do for its item type, its page of
// myCourseCatalog (courseType 1 = trainings), and its share of the study tab's unfinished count.
import type { MessageKey, StudyItemType, TPage } from '@elearning/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Learner } from '../course/policy.ts';

export type StudyItemHandler = {
  /** Adds the items to the learner's study; returns how many were added. */
  add(db: DbOrTx, learner: Learner, ids: number[]): Promise<number>;
  /** Removes the learner's own items; throws STUDY_ITEM_ASSIGNED for assigned ones. Returns how many. */
  remove(db: DbOrTx, learner: Learner, ids: number[]): Promise<number>;
  /** The success message, with {count}. */
  removedMessage: MessageKey;
};

export type CatalogPage = TPage<unknown> & { todoNum: number };
export type CatalogProvider = (
  db: DbOrTx,
  learner: Learner,
  paging: { pageNo: number; pageSize: number },
) => Promise<CatalogPage>;

export type TodoCounter = (db: DbOrTx, learner: Learner) => Promise<number>;

const itemHandlers = new Map<StudyItemType, StudyItemHandler>();
const catalogProviders = new Map<number, CatalogProvider>();
const todoCounters = new Map<string, TodoCounter>();

export function registerStudyItemHandler(type: StudyItemType, handler: StudyItemHandler) {
  itemHandlers.set(type, handler);
}

export function studyItemHandler(type: StudyItemType): StudyItemHandler | undefined {
  return itemHandlers.get(type);
}

export function registerCatalogProvider(courseType: number, provider: CatalogProvider) {
  catalogProviders.set(courseType, provider);
}

export function catalogProvider(courseType: number): CatalogProvider | undefined {
  return catalogProviders.get(courseType);
}

/** `name` keeps a domain from being counted twice when its module is imported again. */
export function registerTodoCounter(name: string, counter: TodoCounter) {
  todoCounters.set(name, counter);
}

export async function countAllTodo(db: DbOrTx, learner: Learner): Promise<number> {
  const counts = await Promise.all([...todoCounters.values()].map((counter) => counter(db, learner)));
  return counts.reduce((sum, n) => sum + n, 0);
}
