// /knowledge/list: the knowledge base — a name search, the catalogue tree, a type filter, the sort tabs
// (newest / most viewed / most downloaded), resource cards and the pager. "一点分享" opens the share form.
import { SEARCH_TEXT_MAX, type TKnowledgeCatalog } from '@elearning/shared';
import { Alert, Button, Input, Segmented, Skeleton, Tabs, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { type KnowledgeQuery, type KnowledgeSort, useCatalogTree, useKnowledgeList } from '../api.ts';
import { KnowledgeCard } from '../components/KnowledgeCard.tsx';
import '../knowledge.css';

const SORTS: readonly KnowledgeSort[] = ['new', 'hot', 'download'];
const TYPES = ['', '1', '2', '3', '4'] as const;

function toNodes(catalogs: readonly TKnowledgeCatalog[]): DataNode[] {
  return catalogs.map((c) => ({ key: String(c.id), title: c.name, children: toNodes(c.children) }));
}

export function KnowledgeListPage() {
  const { t } = useTranslation('knowledge');
  const [query, setQuery] = useState<KnowledgeQuery>({ pageNo: 1, pageSize: 10, sort: 'new' });
  const list = useKnowledgeList(query);
  const catalogs = useCatalogTree();
  const treeData = useMemo(
    () => [{ key: '', title: t('allCatalogs'), children: toNodes(catalogs.data ?? []) }],
    [catalogs.data, t],
  );
  // Every filter change starts again at the first page.
  const refine = (change: Partial<KnowledgeQuery>) => setQuery((q) => ({ ...q, ...change, pageNo: 1 }));
  const rows = list.data?.data ?? [];
  return (
    <div className="knowledge-page" data-testid="knowledge-list-page">
      <div className="knowledge-head">
        <h1 className="knowledge-title">{t('title')}</h1>
        <Input.Search
          allowClear
          maxLength={SEARCH_TEXT_MAX}
          placeholder={t('search')}
          aria-label={t('search')}
          style={{ width: 380 }}
          onSearch={(value) => refine({ name: value.trim() || undefined })}
        />
        <Link to="/knowledge/share" className="knowledge-share-link">
          <Button type="primary">{t('share')}</Button>
        </Link>
      </div>
      <div className="knowledge-body">
        <nav className="knowledge-side" aria-label={t('catalog')}>
          {catalogs.isPending ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : (
            <Tree
              blockNode
              defaultExpandAll
              treeData={treeData}
              selectedKeys={[query.catalogId ? String(query.catalogId) : '']}
              onSelect={(keys) => {
                const key = keys[0];
                refine({ catalogId: key ? Number(key) : undefined });
              }}
              data-testid="knowledge-catalogs"
            />
          )}
        </nav>
        <section className="knowledge-main" aria-label={t('title')}>
          <div className="knowledge-filters">
            <span>{t('type')}</span>
            <Segmented
              value={query.type ? String(query.type) : ''}
              onChange={(value) => refine({ type: value ? Number(value) : undefined })}
              options={TYPES.map((type) => ({
                value: type,
                label: type ? t(`types.${type}`) : t('allTypes'),
              }))}
            />
          </div>
          <Tabs
            activeKey={query.sort}
            onChange={(key) => refine({ sort: SORTS.find((s) => s === key) ?? 'new' })}
            items={SORTS.map((sort) => ({ key: sort, label: t(`sort.${sort}`) }))}
          />
          {list.isPending ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : list.isError ? (
            <Alert
              type="error"
              showIcon
              message={t('loadFailed')}
              action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
            />
          ) : rows.length === 0 ? (
            <EmptyState description={t('empty')} />
          ) : (
            <ul className="knowledge-list">
              {rows.map((item) => (
                <KnowledgeCard key={item.id} item={item} />
              ))}
            </ul>
          )}
          <div className="knowledge-pager">
            <Pager
              pageNo={query.pageNo}
              pageSize={query.pageSize}
              total={list.data?.totalNum ?? 0}
              onChange={(pageNo, pageSize) => setQuery((q) => ({ ...q, pageNo, pageSize }))}
            />
          </div>
        </section>
      </div>
    </div>
  );
}
