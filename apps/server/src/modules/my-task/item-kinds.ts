// What My Task does per kind of study item (myTask/add and myTask/remove take `type`, the study badge
// counts them all). Courses are built; lives and trainings join this table when their domains arrive,
// and until then their type is refused as a bad request and counts nothing.
import type { MessageKey, StudyItemType } from '@elearning/shared';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { countMyLiveTodo } from '../live/catalog-service.ts';
import { addLivesToStudy, removeLivesFromStudy } from '../live/sign-up-service.ts';
import {
  addTrainingsToStudy,
  countTrainingTodo,
  removeTrainingsFromStudy,
} from '../training/study-service.ts';
import { countCourseTodo } from './list-service.ts';
import { addCoursesToStudy, removeCoursesFromStudy } from './study-items-service.ts';

export type StudyItemKind = {
  /** Adds the items to the learner's study; returns how many joined it. */
  add(db: Db, actor: Actor, ids: number[]): Promise<number>;
  /** Removes the learner's own items; refuses assigned ones. Returns how many left. */
  remove(db: Db, actor: Actor, ids: number[]): Promise<number>;
  /** The success message of a removal, with {count}. */
  removedMessage: MessageKey;
  /** The kind's unfinished items, for the study badge. */
  countTodo(db: Db, actor: Actor): Promise<number>;
};

const kinds: Partial<Record<StudyItemType, StudyItemKind>> = {
  course: {
    add: addCoursesToStudy,
    remove: removeCoursesFromStudy,
    removedMessage: 'myTask.removedCourses',
    countTodo: countCourseTodo,
  },
  live: {
    add: addLivesToStudy,
    remove: removeLivesFromStudy,
    removedMessage: 'myTask.removedLives',
    countTodo: countMyLiveTodo,
  },
  // Served by the training module (its own tables); My Task only dispatches.
  train: {
    add: addTrainingsToStudy,
    remove: removeTrainingsFromStudy,
    removedMessage: 'training.removed',
    countTodo: countTrainingTodo,
  },
};

/** The kind's handlers, or undefined while its domain is not built. */
export function studyItemKind(type: StudyItemType): StudyItemKind | undefined {
  return kinds[type];
}

/** The study badge: unfinished items of every built kind. */
export async function countStudyTodo(db: Db, actor: Actor): Promise<number> {
  const counts = await Promise.all(Object.values(kinds).map((kind) => kind.countTodo(db, actor)));
  return counts.reduce((sum, n) => sum + n, 0);
}
