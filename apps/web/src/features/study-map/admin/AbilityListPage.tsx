// The ability dictionary (原 能力词典库): search by name, create, edit, delete (confirmed; refused by the
// server while a position's competency model uses the ability).
import type { TAdminAbility } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAction, ListPage } from '../../../admin/components/index.ts';
import { studyMapAdminApi, studyMapAdminKeys } from './api.ts';

export function Component() {
  const { t } = useTranslation('study-map');
  const navigate = useNavigate();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: studyMapAdminKeys.abilities });
  return (
    <ListPage<TAdminAbility>
      title={t('admin.ability.title')}
      queryKey={studyMapAdminKeys.abilities}
      fetchPage={(query) => studyMapAdminApi.abilities(query)}
      rowKey="id"
      testId="ability-list"
      searchFields={[{ kind: 'text', name: 'abilityName', label: t('admin.ability.name'), maxLength: 50 }]}
      columns={[
        { title: t('admin.ability.name'), dataIndex: 'abilityName' },
        { title: t('admin.ability.desc'), dataIndex: 'abilityDesc' },
        { title: t('admin.ability.levelNum'), dataIndex: 'levelNum' },
        { title: t('admin.ability.positionNum'), dataIndex: 'positionNum' },
        {
          title: t('admin.actions'),
          key: 'actions',
          render: (_: unknown, row: TAdminAbility) => (
            <Space>
              <Button type="link" onClick={() => navigate(`/studyMap/editAbility?id=${row.id}`)}>
                {t('admin.edit')}
              </Button>
              <Button
                type="link"
                danger
                onClick={() =>
                  confirmAction({
                    content: t('admin.deleteConfirm'),
                    danger: true,
                    onOk: async () => {
                      await studyMapAdminApi.deleteAbilities([row.id]);
                      await refresh();
                    },
                  })
                }
              >
                {t('admin.delete')}
              </Button>
            </Space>
          ),
        },
      ]}
      toolbar={
        <Button type="primary" onClick={() => navigate('/studyMap/editAbility')}>
          {t('admin.ability.create')}
        </Button>
      }
    />
  );
}
