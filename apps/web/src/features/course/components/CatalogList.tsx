// A course's catalogue (ORIGINAL-UI: type tag, video duration, ring progress 未学习/学习中/已学习); used on
// the detail page's catalogue tab and in the learn page's side bar.
import { ChapterType, type TCourseChapter } from '@elearning/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatClock } from '../progress-sync.ts';
import { ChapterTypeTag } from './ChapterTypeTag.tsx';
import { ProgressRing } from './ProgressRing.tsx';

type Props = {
  chapters: TCourseChapter[];
  activeId?: number | undefined;
  onOpen: (chapter: TCourseChapter) => void;
  compact?: boolean;
};

export function CatalogList({ chapters, activeId, onOpen, compact = false }: Props) {
  const { t } = useTranslation('course');
  if (chapters.length === 0) return <EmptyState description={t('chapter.empty')} />;
  return (
    <ol className={`catalog${compact ? ' catalog--compact' : ''}`} data-testid="catalog">
      {chapters.map((chapter, index) => (
        <li key={chapter.id}>
          <button
            type="button"
            className={`catalog__item${chapter.id === activeId ? ' is-active' : ''}`}
            onClick={() => onOpen(chapter)}
            data-testid="catalog-item"
            data-chapter-id={chapter.id}
            aria-current={chapter.id === activeId ? 'true' : undefined}
          >
            <span className="catalog__index">{String(index + 1).padStart(2, '0')}</span>
            <ChapterTypeTag type={chapter.type} />
            <span className="catalog__name" title={chapter.name}>
              {chapter.name}
            </span>
            {chapter.type === ChapterType.video && chapter.duration > 0 ? (
              <span className="catalog__duration">{formatClock(chapter.duration)}</span>
            ) : null}
            <ProgressRing percent={chapter.percent} state={chapter.studyState} />
          </button>
        </li>
      ))}
    </ol>
  );
}
