// The type tag of a chapter (文章, 课件, 资料, 作业, 课前思考, 视频), each with its own colour.
import { type ChapterType, chapterTypeLabel } from '@elearning/shared';
import { useLang } from '../../../i18n/hooks.ts';
import './course-pieces.css';

export function ChapterTypeTag({ type }: { type: ChapterType }) {
  const lang = useLang();
  return <span className={`chapter-tag chapter-tag--${type}`}>{chapterTypeLabel(type, lang)}</span>;
}
