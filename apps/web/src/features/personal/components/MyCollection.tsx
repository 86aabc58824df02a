// 我的收藏: what I collected — courses and lives from their domains' collected lists; knowledge and
// trainings say honestly that they cannot be collected in this product yet.
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '../../../components/Pager.tsx';
import { PERSONAL_PAGE_SIZE, useCollectedCourses, useCollectedLives } from '../api.ts';
import { ListState, Unavailable } from './ListState.tsx';

type Card = { key: number; name: string; cover: string; to: string; meta: string };

function Cards({ cards }: { cards: Card[] }) {
  return (
    <ul className="personal-grid">
      {cards.map((card) => (
        <li key={card.key} className="personal-grid__item">
          {card.cover ? <img className="personal-cover" src={card.cover} alt="" /> : null}
          <Link to={card.to}>{card.name}</Link>
          <span className="personal-muted">{card.meta}</span>
        </li>
      ))}
    </ul>
  );
}

type PagedQuery<Row> = {
  data?: { data: Row[]; totalNum: number } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/** One tab: a page of collected rows of one kind, drawn as cards with a pager. */
function Collected<Row>(props: { useRows: (pageNo: number) => PagedQuery<Row>; toCard: (row: Row) => Card }) {
  const { t } = useTranslation('personal');
  const [pageNo, setPageNo] = useState(1);
  const query = props.useRows(pageNo);
  const rows = query.data?.data ?? [];
  return (
    <ListState query={query} empty={rows.length === 0} emptyText={t('collection.empty')}>
      <Cards cards={rows.map(props.toCard)} />
      <Pager
        pageNo={pageNo}
        pageSize={PERSONAL_PAGE_SIZE}
        total={query.data?.totalNum ?? 0}
        pageSizes={[PERSONAL_PAGE_SIZE]}
        onChange={setPageNo}
      />
    </ListState>
  );
}

function Courses() {
  const { t } = useTranslation('personal');
  return (
    <Collected
      useRows={useCollectedCourses}
      toCard={(row) => ({
        key: row.id,
        name: row.name,
        cover: row.coverUrl,
        to: `/course/detail?id=${row.id}`,
        meta: t('collection.learners', { count: row.studyNum }),
      })}
    />
  );
}

function Lives() {
  return (
    <Collected
      useRows={useCollectedLives}
      toCard={(row) => ({
        key: row.liveId,
        name: row.channelName,
        cover: row.coverImageUrl,
        to: `/live/Detail?id=${row.liveId}`,
        meta: row.lecturerName,
      })}
    />
  );
}

export function MyCollection() {
  const { t } = useTranslation('personal');
  return (
    <Tabs
      data-testid="personal-collection"
      items={[
        { key: 'course', label: t('collection.course'), children: <Courses /> },
        {
          key: 'knowledge',
          label: t('collection.knowledge'),
          children: <Unavailable feature={t('collection.knowledge')} />,
        },
        { key: 'live', label: t('collection.live'), children: <Lives /> },
        {
          key: 'train',
          label: t('collection.train'),
          children: <Unavailable feature={t('collection.train')} />,
        },
      ]}
    />
  );
}
