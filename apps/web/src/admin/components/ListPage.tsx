/**
 * ListPage — the back office's list screen: a search form drawn from field definitions, an antd Table,
 * row selection with batch actions, the shared pager (page sizes of packages/shared PAGE_SIZES), an
 * export button, and loading / empty / error states. Data comes from `fetchPage` through react-query
 * under `queryKey` (+ the filters and page), so `queryClient.invalidateQueries({ queryKey })` after a
 * change refreshes it.
 *
 *   <ListPage<TAdminCourse>
 *     title={t('course:admin.list.title')}
 *     queryKey={courseAdminKeys.list}
 *     fetchPage={(query) => http.get<TPage<TAdminCourse>>(courseAdminPaths.list, query)}
 *     rowKey="id"
 *     columns={[{ title: t('course:admin.name'), dataIndex: 'name' }]}
 *     searchFields={[{ kind: 'text', name: 'name', label: t('course:admin.name') }]}
 *     batchActions={[{ key: 'delete', label: t('admin:confirm.ok'), danger: true, run: (rows) => … }]}
 *     exportTo={{ path: courseAdminPaths.export, fileName: 'courses.xlsx' }}
 *     toolbar={<Button type="primary" onClick={…}>{t('course:admin.add')}</Button>}
 *   />
 *
 * A `danger` batch action is always confirmed first (confirmAction, with `confirmText` or the shell's
 * "delete N items" question); others are confirmed when they give a `confirmText`.
 */
import { PAGE_SIZES } from '@elearning/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/Pager.tsx';
import { confirmAction } from './confirmAction.ts';
import { downloadFile } from './download.ts';
import { adminFeedback } from './feedback.tsx';
import { type Filters, type SearchField, SearchForm } from './SearchForm.tsx';

export type { Filters, SearchField, SearchOption } from './SearchForm.tsx';

/** The page request handed to `fetchPage`: the filters plus pageNo and pageSize. */
export type ListQuery = Filters & { pageNo: number; pageSize: number };

/** The server's page envelope (TPage of packages/shared). */
export type ListReply<Row> = { data: Row[]; totalNum: number };

export type BatchAction<Row> = {
  key: string;
  label: string;
  /** Red button, always confirmed. */
  danger?: boolean;
  /** The confirmation question; given for a non-danger action, it is confirmed too. */
  confirmText?: string;
  /** Runs on the selected rows; the list refreshes and the selection clears afterwards. */
  run: (rows: Row[]) => Promise<unknown>;
};

/** An export: a GET path answered with a file (called with the current filters), or your own handler. */
export type ExportTo =
  | { path: string; fileName: string; params?: Record<string, unknown> }
  | ((filters: Filters) => Promise<unknown>);

export type ListPageProps<Row> = {
  /** The page heading (h1); omit when the page draws its own. */
  title?: string;
  queryKey: readonly unknown[];
  fetchPage: (query: ListQuery) => Promise<ListReply<Row>>;
  columns: ColumnsType<Row>;
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  searchFields?: SearchField[];
  /** Filters applied before the user searches (e.g. the category picked in a tree next to the list). */
  fixedFilters?: Filters;
  /** Page-size rule; PAGE_SIZES.generic by default. */
  pageSizes?: { readonly options: readonly number[]; readonly default: number };
  batchActions?: BatchAction<Row>[];
  exportTo?: ExportTo;
  /** Buttons above the table (Add, Import, …). */
  toolbar?: ReactNode;
  emptyText?: string;
  /** data-testid of the list (default 'admin-list'). */
  testId?: string;
};

function keyOf<Row>(row: Row, rowKey: ListPageProps<Row>['rowKey']): Key {
  return typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key);
}

export function ListPage<Row extends object>(props: ListPageProps<Row>) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const sizes = props.pageSizes ?? PAGE_SIZES.generic;
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: sizes.default });
  const [selected, setSelected] = useState<Row[]>([]);
  const [busy, setBusy] = useState<string>();
  const query: ListQuery = { ...props.fixedFilters, ...filters, ...page };
  const list = useQuery({
    queryKey: [...props.queryKey, query],
    queryFn: () => props.fetchPage(query),
    placeholderData: (previous) => previous,
  });
  const rows = list.data?.data ?? [];
  const total = list.data?.totalNum ?? 0;
  const testId = props.testId ?? 'admin-list';

  const refresh = () => queryClient.invalidateQueries({ queryKey: props.queryKey });

  const runBatch = async (action: BatchAction<Row>) => {
    const chosen = selected;
    const run = async () => {
      setBusy(action.key);
      try {
        await action.run(chosen);
        setSelected([]);
        adminFeedback.success(t('list.batchDone'));
        await refresh();
      } finally {
        setBusy(undefined);
      }
    };
    if (action.danger || action.confirmText) {
      await confirmAction({
        content: action.confirmText ?? t('confirm.delete', { count: chosen.length }),
        danger: action.danger ?? false,
        onOk: run,
      });
    } else {
      await run().catch(() => undefined);
    }
  };

  const runExport = async () => {
    const exportTo = props.exportTo;
    if (!exportTo) return;
    setBusy('export');
    try {
      const current = { ...props.fixedFilters, ...filters };
      if (typeof exportTo === 'function') await exportTo(current);
      else await downloadFile(exportTo.path, { ...current, ...exportTo.params }, exportTo.fileName);
      adminFeedback.success(t('list.exported'));
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(undefined);
    }
  };

  const batch = props.batchActions ?? [];
  return (
    <section className="admin-list" data-testid={testId} aria-busy={list.isFetching}>
      {props.title ? (
        <Typography.Title level={1} className="admin-page-title">
          {props.title}
        </Typography.Title>
      ) : null}
      {props.searchFields ? (
        <SearchForm
          fields={props.searchFields}
          loading={list.isFetching}
          onSearch={(next) => {
            setFilters(next);
            setPage((current) => ({ ...current, pageNo: 1 }));
            setSelected([]);
          }}
        />
      ) : null}
      <Card size="small" className="admin-list__body">
        <Space wrap className="admin-list__toolbar">
          {props.toolbar}
          {batch.map((action) => (
            <Button
              key={action.key}
              danger={action.danger}
              disabled={selected.length === 0}
              loading={busy === action.key}
              onClick={() => void runBatch(action)}
            >
              {action.label}
            </Button>
          ))}
          {props.exportTo ? (
            <Button loading={busy === 'export'} onClick={() => void runExport()}>
              {busy === 'export' ? t('list.exporting') : t('list.export')}
            </Button>
          ) : null}
          {batch.length > 0 ? (
            <span aria-live="polite" className="admin-list__selected">
              {t('list.selected', { count: selected.length })}
            </span>
          ) : null}
        </Space>
        {list.isError && !list.data ? (
          <Alert
            type="error"
            showIcon
            title={t('list.loadFailed')}
            description={list.error instanceof Error ? list.error.message : undefined}
            action={<Button onClick={() => void list.refetch()}>{t('list.retry')}</Button>}
          />
        ) : (
          <Table<Row>
            rowKey={(row) => keyOf(row, props.rowKey)}
            columns={props.columns}
            dataSource={rows}
            loading={list.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={props.emptyText ?? t('list.empty')} /> }}
            rowSelection={
              batch.length > 0
                ? {
                    selectedRowKeys: selected.map((row) => keyOf(row, props.rowKey)),
                    onChange: (_keys, chosen) => setSelected(chosen),
                  }
                : undefined
            }
          />
        )}
        <Pager
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={total}
          pageSizes={sizes.options}
          keepScroll
          label={props.title}
          onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
        />
      </Card>
    </section>
  );
}
