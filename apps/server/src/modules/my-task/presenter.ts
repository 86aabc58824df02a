// JSON shapes of My Task: course cards with isRemove plus totalNum, totalPage and todoNum; the counts of
// adding and removing, with the removal message in the caller's language; the home page's courses in
// progress and study hours.
import {
  type Lang,
  type MessageKey,
  Removable,
  type TCoursePageReply,
  type TStudyCredit,
  type TStudyItemsAdded,
  type TStudyItemsRemoved,
  translate,
} from '@elearning/shared';
import { paged } from '../../core/paging.ts';
import { presentCard } from '../course/presenter.ts';
import type { StudyPage } from './list-service.ts';

export function presentStudyPage(page: StudyPage, pageSize: number): TCoursePageReply {
  const cards = page.rows.map((row) =>
    presentCard(row, row.is_remove === Removable.no ? Removable.no : Removable.yes),
  );
  return { ...paged(cards, page.totalNum, pageSize), todoNum: page.todoNum };
}

/** A list whose domain is not built yet (trainings) answers an honest empty page. */
export function presentEmptyStudyPage(): TCoursePageReply {
  return { data: [], totalNum: 0, totalPage: 0, todoNum: 0 };
}

export function presentRemoved(removedNum: number): TStudyItemsRemoved {
  return { removedNum };
}

export function presentAdded(addedNum: number): TStudyItemsAdded {
  return { addedNum };
}

/** The removal's success message names how many items left, in the caller's language. */
export function removedMessage(key: MessageKey, removedNum: number, lang: Lang): string {
  return translate(key, lang, { count: removedNum });
}

const SECONDS_PER_HOUR = 3600;

/** Hours with one decimal, as the original shows 累计学时 / 本月学时. */
function hours(seconds: number): number {
  return Math.round((seconds / SECONDS_PER_HOUR) * 10) / 10;
}

export function presentStudyCredit(time: {
  totalSeconds: number;
  monthSeconds: number;
}): Pick<TStudyCredit, 'totalPeriod' | 'monthlyPeriod'> {
  return { totalPeriod: hours(time.totalSeconds), monthlyPeriod: hours(time.monthSeconds) };
}
