// Promotion routes (原 晋升线路图 / 管理晋升路线): choose a position, then its routes, each the positions
// after it in promotion order; saving replaces the position's routes (kept routes keep the learners'
// choices).
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, List, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback } from '../../../admin/components/index.ts';
import { studyMapAdminApi, studyMapAdminKeys } from './api.ts';
import { RouteSuggestions } from './RouteSuggestions.tsx';

type Draft = { key: number; id?: number; next: number[] };

export function Component() {
  const { t } = useTranslation('study-map');
  const [positionId, setPositionId] = useState<number | null>(null);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const positions = useQuery({ queryKey: studyMapAdminKeys.positions, queryFn: studyMapAdminApi.positions });
  const routes = useQuery({
    queryKey: studyMapAdminKeys.routes(positionId ?? 0),
    queryFn: () => studyMapAdminApi.routes(positionId ?? 0),
    enabled: positionId !== null,
  });
  useEffect(() => {
    setDrafts(
      (routes.data ?? []).map((route) => ({ key: route.id, id: route.id, next: route.positionIds.slice(1) })),
    );
  }, [routes.data]);
  const options = (positions.data ?? [])
    .filter((position) => position.id !== positionId)
    .map((position) => ({ value: position.id, label: position.name }));

  const save = async () => {
    if (positionId === null) return;
    await studyMapAdminApi.saveRoutes(
      positionId,
      drafts
        .filter((draft) => draft.next.length > 0)
        .map((draft) => ({ id: draft.id, positionIds: [positionId, ...draft.next] })),
    );
    adminFeedback.success(t('admin.saved'));
    await routes.refetch();
    await positions.refetch();
  };

  return (
    <Card title={t('admin.route.title')}>
      <Space style={{ marginBottom: 16 }}>
        <Select
          style={{ width: 260 }}
          placeholder={t('admin.model.choosePosition')}
          aria-label={t('admin.route.position')}
          showSearch
          optionFilterProp="label"
          options={(positions.data ?? []).map((position) => ({
            value: position.id,
            label: `${position.name} (${t('admin.route.routeNum')} ${position.routeNum})`,
          }))}
          onChange={(value: number) => setPositionId(value)}
        />
        <Button
          icon={<PlusOutlined />}
          disabled={positionId === null}
          onClick={() => setDrafts((current) => [...current, { key: Date.now(), next: [] }])}
        >
          {t('admin.route.add')}
        </Button>
        <Button type="primary" disabled={positionId === null} onClick={() => void save()}>
          {t('admin.route.save')}
        </Button>
      </Space>
      {positionId === null ? (
        <Empty description={t('admin.model.choosePosition')} />
      ) : (
        <>
          <List
            loading={routes.isLoading}
            dataSource={drafts}
            renderItem={(draft) => (
              <List.Item
                actions={[
                  <Button
                    key="delete"
                    type="link"
                    danger
                    onClick={() => setDrafts((current) => current.filter((entry) => entry.key !== draft.key))}
                  >
                    {t('admin.delete')}
                  </Button>,
                ]}
              >
                <Select
                  mode="multiple"
                  style={{ minWidth: 480 }}
                  aria-label={t('admin.route.routes')}
                  value={draft.next}
                  options={options}
                  onChange={(next: number[]) =>
                    setDrafts((current) =>
                      current.map((entry) => (entry.key === draft.key ? { ...entry, next } : entry)),
                    )
                  }
                />
              </List.Item>
            )}
          />
          <RouteSuggestions
            positionId={positionId}
            drafted={drafts.map((draft) => draft.next)}
            onUse={(next) => setDrafts((current) => [...current, { key: Date.now(), next }])}
          />
        </>
      )}
    </Card>
  );
}
