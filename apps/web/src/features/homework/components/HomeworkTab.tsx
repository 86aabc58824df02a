// The My Task homework tab (SPEC §2, §3, §9): sub-tabs course, training and plan, each a grid of cards with
// the cover, the title and "submitted / total"; sizes 20/40/60/80/100, default 20. A card opens its detail.
import { HomeworkSource, PAGE_SIZES, type THomeworkCard } from '@elearning/shared';
import { Alert, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { CardGridSkeleton } from '../../../components/Skeletons.tsx';
import { useHomeworkCards } from '../api.ts';
import '../homework.css';

const SOURCES: HomeworkSource[] = [HomeworkSource.course, HomeworkSource.train, HomeworkSource.studyPlan];

/** The card names of SPEC §2's /myTask/taskDetail. */
const CARD_OF: Partial<Record<string, string>> = {
  [HomeworkSource.course]: 'course',
  [HomeworkSource.train]: 'training',
  [HomeworkSource.studyPlan]: 'plan',
};

function Card({ card }: { card: THomeworkCard }) {
  const { t } = useTranslation('homework');
  return (
    <li className="hw-card">
      <Link
        to={`/myTask/taskDetail?card=${CARD_OF[card.source] ?? 'course'}&id=${card.bizId}`}
        className="hw-card__link"
        data-testid={`hw-card-${card.bizId}`}
      >
        <span className="hw-card__cover">
          {card.picUrl ? <img src={card.picUrl} alt="" /> : <span aria-hidden>{card.title.slice(0, 1)}</span>}
        </span>
        <span className="hw-card__title" title={card.title}>
          {card.title}
        </span>
        <span className="hw-card__count">
          {t('submittedCount')}
          <strong>
            {card.subNum}/{card.totalNum}
          </strong>
        </span>
      </Link>
    </li>
  );
}

function SourcePanel({ source }: { source: HomeworkSource }) {
  const { t } = useTranslation('homework');
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({
    pageNo: 1,
    pageSize: PAGE_SIZES.homework.default,
  });
  const cards = useHomeworkCards(source, page.pageNo, page.pageSize);
  if (cards.isError) return <Alert type="error" showIcon message={cards.error.message} />;
  if (cards.isPending) return <CardGridSkeleton count={4} />;
  return (
    <div data-testid={`hw-panel-${source}`}>
      {cards.data.data.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="hw-grid">
          {cards.data.data.map((card) => (
            <Card key={card.bizId} card={card} />
          ))}
        </ul>
      )}
      <Pager
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        total={cards.data.totalNum}
        pageSizes={PAGE_SIZES.homework.options}
        onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
        label={t(`sources.${source}`)}
      />
    </div>
  );
}

export function HomeworkTab() {
  const { t } = useTranslation('homework');
  const [source, setSource] = useState<HomeworkSource>(HomeworkSource.course);
  return (
    <Tabs
      className="hw-subtabs"
      activeKey={source}
      onChange={(key) => setSource(SOURCES.find((item) => item === key) ?? HomeworkSource.course)}
      destroyOnHidden
      items={SOURCES.map((key) => ({
        key,
        label: t(`sources.${key}`),
        children: <SourcePanel source={key} />,
      }))}
    />
  );
}
