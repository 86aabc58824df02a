// JSON shapes of the My Task study lists: course cards with isRemove, plus totalNum, totalPage and todoNum.
import type { Removable, TCoursePageReply } from '@elearning/shared';
import { page, presentCard } from '../course/presenter.ts';
import type { StudyCardRow } from './service.ts';

export function presentStudyPage(
  result: { rows: StudyCardRow[]; totalNum: number; todoNum: number },
  pageSize: number,
): TCoursePageReply {
  const cards = result.rows.map((row) => presentCard(row, row.is_remove as Removable));
  return { ...page(cards, result.totalNum, pageSize), todoNum: result.todoNum };
}

/** A list whose domain is not built yet answers an honest empty page. */
export function emptyStudyPage(): TCoursePageReply {
  return { data: [], totalNum: 0, totalPage: 0, todoNum: 0 };
}
