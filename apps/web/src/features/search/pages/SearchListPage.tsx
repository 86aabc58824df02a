// /search/list?keyword=: one search over every kind (SPEC §2), a tab per kind with its count, matches
// highlighted, "did you mean" suggestions when little is found; loading, empty and error states.
import { searchTabKinds, type TSearchKind, type TSearchResult } from '@elearning/shared';
import { Alert, Button, List, Skeleton, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { SEARCH_PAGE_SIZE, useSearch, useSearchSuggestions } from '../api.ts';

const ALL = 'all';

/** Where a result opens, by kind. */
function linkOf(hit: TSearchResult): string {
  const links: Record<TSearchKind, string> = {
    course: `/course/detail?id=${hit.id}`,
    live: `/live/Detail?id=${hit.id}`,
    training: `/train/detail?trainId=${hit.id}&type=0`,
    'study-plan': `/learningPlanDetail?id=${hit.id}`,
    knowledge: `/knowledge/detail?id=${hit.id}`,
    news: `/news/details?id=${hit.id}`,
    post: `/community/postDetails?id=${hit.id}`,
    lecturer: `/lecturer/detail?id=${hit.id}`,
    faq: '/smartCService',
  };
  return links[hit.kind];
}

function Title({ hit }: { hit: TSearchResult }) {
  return (
    <Link to={linkOf(hit)}>
      {hit.titleParts.map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one title never reorder
        part.hit ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </Link>
  );
}

export function SearchListPage() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').slice(0, 100);
  const tab = params.get('type') ?? ALL;
  const type = searchTabKinds.find((kind) => kind === tab);
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const query = useSearch({ keyword, type, pageNo });
  const page = query.data;
  const suggestions = useSearchSuggestions(keyword, page !== undefined && page.totalNum < 3);

  const go = (next: Record<string, string>) => setParams({ keyword, type: tab, pageNo: '1', ...next });
  const total = page ? Object.values(page.counts).reduce((sum, n) => sum + (n ?? 0), 0) : 0;
  const tabs = [
    { key: ALL, label: `${t('all')} ${page ? total : ''}` },
    ...searchTabKinds.map((kind) => ({
      key: kind,
      label: `${t(`kinds.${kind}`)} ${page?.counts[kind] ?? 0}`,
    })),
  ];

  return (
    <main className="page-container" aria-labelledby="search-title">
      <h1 id="search-title">{keyword ? t('titleFor', { keyword }) : t('title')}</h1>
      {keyword === '' ? (
        <EmptyState description={t('enterKeyword')} />
      ) : (
        <>
          <Tabs activeKey={tab} items={tabs} onChange={(key) => go({ type: key })} />
          {suggestions.data && suggestions.data.suggestions.length > 0 && (
            <p>
              {t('didYouMean')}{' '}
              {suggestions.data.suggestions.map((word) => (
                <Button
                  key={word}
                  type="link"
                  onClick={() => setParams({ keyword: word, type: ALL, pageNo: '1' })}
                >
                  {word}
                </Button>
              ))}
            </p>
          )}
          {query.isPending ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : query.isError ? (
            <Alert
              type="error"
              showIcon
              message={t('loadFailed')}
              action={<Button onClick={() => query.refetch()}>{t('retry')}</Button>}
            />
          ) : page && page.data.length > 0 ? (
            <>
              <List
                dataSource={page.data}
                renderItem={(hit) => (
                  <List.Item key={`${hit.kind}-${hit.id}`}>
                    <List.Item.Meta
                      title={
                        <>
                          <Tag>{t(`kinds.${hit.kind}`)}</Tag>
                          <Title hit={hit} />
                        </>
                      }
                      description={hit.summary}
                    />
                  </List.Item>
                )}
              />
              <Pager
                pageNo={pageNo}
                pageSize={SEARCH_PAGE_SIZE}
                total={page.totalNum}
                pageSizes={[SEARCH_PAGE_SIZE]}
                onChange={(next) => go({ pageNo: String(next) })}
              />
            </>
          ) : (
            <EmptyState description={t('nothingFound', { keyword })} />
          )}
        </>
      )}
    </main>
  );
}
