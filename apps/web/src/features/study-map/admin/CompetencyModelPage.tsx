// Competency models (原 胜任力模型): choose a position, then the abilities it requires, each at a level;
// saving replaces the position's model.
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Select, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback } from '../../../admin/components/index.ts';
import { studyMapAdminApi, studyMapAdminKeys } from './api.ts';

type Row = { key: number; abilityId: number | null; levelId: number | null };

export function Component() {
  const { t } = useTranslation('study-map');
  const [positionId, setPositionId] = useState<number | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const positions = useQuery({ queryKey: studyMapAdminKeys.positions, queryFn: studyMapAdminApi.positions });
  const abilities = useQuery({
    queryKey: [...studyMapAdminKeys.abilities, 'all'],
    queryFn: studyMapAdminApi.allAbilities,
  });
  const model = useQuery({
    queryKey: studyMapAdminKeys.model(positionId ?? 0),
    queryFn: () => studyMapAdminApi.model(positionId ?? 0),
    enabled: positionId !== null,
  });
  useEffect(() => {
    setRows((model.data ?? []).map((row, key) => ({ key, abilityId: row.abilityId, levelId: row.levelId })));
  }, [model.data]);
  const all = abilities.data?.data ?? [];
  const details = useQuery({
    queryKey: ['study-map-admin', 'ability-levels', rows.map((row) => row.abilityId).join(',')],
    queryFn: () =>
      Promise.all(
        [...new Set(rows.flatMap((row) => (row.abilityId ? [row.abilityId] : [])))].map((id) =>
          studyMapAdminApi.ability(id),
        ),
      ),
  });
  const levelsOf = (abilityId: number | null) =>
    details.data?.find((ability) => ability.id === abilityId)?.levels ?? [];
  const update = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const save = async () => {
    if (positionId === null) return;
    const chosen = rows.flatMap((row) =>
      row.abilityId && row.levelId ? [{ abilityId: row.abilityId, levelId: row.levelId }] : [],
    );
    await studyMapAdminApi.saveModel(positionId, chosen);
    adminFeedback.success(t('admin.saved'));
    await model.refetch();
  };

  return (
    <Card title={t('admin.model.title')}>
      <Space style={{ marginBottom: 16 }}>
        <Select
          style={{ width: 260 }}
          placeholder={t('admin.model.choosePosition')}
          aria-label={t('admin.model.position')}
          showSearch
          optionFilterProp="label"
          loading={positions.isLoading}
          options={(positions.data ?? []).map((position) => ({ value: position.id, label: position.name }))}
          onChange={(value: number) => setPositionId(value)}
        />
        <Button
          icon={<PlusOutlined />}
          disabled={positionId === null}
          onClick={() =>
            setRows((current) => [...current, { key: Date.now(), abilityId: null, levelId: null }])
          }
        >
          {t('admin.model.add')}
        </Button>
        <Button type="primary" disabled={positionId === null} onClick={() => void save()}>
          {t('admin.model.save')}
        </Button>
      </Space>
      {positionId === null ? (
        <Empty description={t('admin.model.choosePosition')} />
      ) : (
        <Table<Row>
          rowKey="key"
          loading={model.isLoading}
          dataSource={rows}
          pagination={false}
          columns={[
            {
              title: t('admin.model.ability'),
              render: (_: unknown, row: Row) => (
                <Select
                  style={{ width: 220 }}
                  aria-label={t('admin.model.ability')}
                  value={row.abilityId ?? undefined}
                  options={all.map((ability) => ({ value: ability.id, label: ability.abilityName }))}
                  onChange={(value: number) => update(row.key, { abilityId: value, levelId: null })}
                />
              ),
            },
            {
              title: t('admin.model.level'),
              render: (_: unknown, row: Row) => (
                <Select
                  style={{ width: 180 }}
                  aria-label={t('admin.model.level')}
                  value={row.levelId ?? undefined}
                  options={levelsOf(row.abilityId).map((level) => ({
                    value: level.id,
                    label: `${level.levelName} (${level.sort})`,
                  }))}
                  onChange={(value: number) => update(row.key, { levelId: value })}
                />
              ),
            },
            {
              title: t('admin.actions'),
              render: (_: unknown, row: Row) => (
                <Button
                  type="link"
                  danger
                  onClick={() => setRows((current) => current.filter((entry) => entry.key !== row.key))}
                >
                  {t('admin.delete')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
