// /knowledge-system: the knowledge system's taxonomy tree; choosing a node lists everything filed under it
// or its sub-nodes (courses, lives, trainings, study plans, knowledge resources), with a tab per kind and
// the pager. `?id=` opens a node directly (the knowledgeSystemName shown on cards links here).
import { Alert, Button, List, Skeleton, Tabs, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { formatDateTime } from '../../../lib/format/time.ts';
import {
  FILED_KINDS,
  type FiledKind,
  filedItemLink,
  type SystemNode,
  useSystemItems,
  useSystemTree,
} from '../system-api.ts';
import '../knowledge.css';

const ALL = 'all';
const TABS = [ALL, ...FILED_KINDS] as const;

function toNodes(nodes: readonly SystemNode[]): DataNode[] {
  return nodes.map((n) => ({ key: String(n.id), title: n.name, children: toNodes(n.children) }));
}

export function KnowledgeSystemPage() {
  const { t } = useTranslation('knowledge');
  const [params, setParams] = useSearchParams();
  const tree = useSystemTree();
  const roots = tree.data ?? [];
  // Without `?id=` the first root node is shown, so the page is never blank while there is a tree.
  const nodeId = Number(params.get('id')) || roots[0]?.id;
  const [kind, setKind] = useState<FiledKind | undefined>();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 12 });
  const items = useSystemItems(nodeId ? { knowledgeSystemId: nodeId, kind, ...paging } : undefined);
  const treeData = useMemo(() => toNodes(roots), [roots]);
  const choose = (id: number) => {
    setPaging((p) => ({ ...p, pageNo: 1 }));
    setParams({ id: String(id) }, { replace: true });
  };
  const rows = items.data?.data ?? [];

  const body = () => {
    if (items.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (items.isError)
      return (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed')}
          action={<Button onClick={() => void items.refetch()}>{t('retry')}</Button>}
        />
      );
    if (rows.length === 0) return <EmptyState description={t('system.empty')} />;
    return (
      <List
        data-testid="knowledge-system-items"
        dataSource={rows}
        renderItem={(item) => (
          <List.Item key={`${item.kind}-${item.id}`}>
            <List.Item.Meta
              title={
                <span>
                  <Tag>{t(`system.kinds.${item.kind}`)}</Tag>
                  <Link to={filedItemLink(item)}>{item.name}</Link>
                </span>
              }
              description={
                item.createTime ? t('system.updated', { time: formatDateTime(item.createTime) }) : undefined
              }
            />
          </List.Item>
        )}
      />
    );
  };

  return (
    <div className="knowledge-page" data-testid="knowledge-system-page">
      <div className="knowledge-head">
        <h1 className="knowledge-title">{t('system.title')}</h1>
      </div>
      <div className="knowledge-body">
        <nav className="knowledge-side" aria-label={t('system.tree')}>
          {tree.isPending ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : tree.isError ? (
            <Alert type="error" showIcon message={t('loadFailed')} />
          ) : roots.length === 0 ? (
            <EmptyState description={t('system.noTree')} />
          ) : (
            <Tree
              blockNode
              defaultExpandAll
              treeData={treeData}
              selectedKeys={nodeId ? [String(nodeId)] : []}
              onSelect={(keys) => {
                const key = keys[0];
                if (key) choose(Number(key));
              }}
              data-testid="knowledge-system-tree"
            />
          )}
        </nav>
        <section className="knowledge-main" aria-label={t('system.items')}>
          <Tabs
            activeKey={kind ?? ALL}
            onChange={(key) => {
              setKind(FILED_KINDS.find((k) => k === key));
              setPaging((p) => ({ ...p, pageNo: 1 }));
            }}
            items={TABS.map((k) => ({ key: k, label: t(`system.kinds.${k}`) }))}
          />
          {nodeId ? body() : null}
          <div className="knowledge-pager">
            <Pager
              pageNo={paging.pageNo}
              pageSize={paging.pageSize}
              total={items.data?.totalNum ?? 0}
              onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
            />
          </div>
        </section>
      </div>
    </div>
  );
}
