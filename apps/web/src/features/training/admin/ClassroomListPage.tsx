// 教室管理 (back office, original resource/classroom/list.vue): the tenant's classrooms with search by name,
// address and status; add and edit in a dialog; enable/disable; delete (the server keeps a classroom that a
// session still to come has booked, and says so).
import { classroomPaths, type TClassroom, type TPage } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, ListPage, RowActions } from '../../../admin/components/index.ts';
import { http } from '../../../lib/http/index.ts';
import { ClassroomFormModal } from './ClassroomFormModal.tsx';

const KEY = ['admin', 'training', 'classrooms'];

export function Component() {
  const { t } = useTranslation('training');
  const client = useQueryClient();
  const [editing, setEditing] = useState<TClassroom | null | undefined>(undefined);
  const refresh = async () => {
    adminFeedback.success(t('certAdmin.done'));
    await client.invalidateQueries({ queryKey: KEY });
  };
  return (
    <>
      <ListPage<TClassroom>
        title={t('classroomAdmin.title')}
        testId="classroom-list"
        queryKey={KEY}
        fetchPage={(query) => http.get<TPage<TClassroom>>(classroomPaths.list, query)}
        rowKey="id"
        searchFields={[
          { kind: 'text', name: 'roomName', label: t('classroomAdmin.name') },
          { kind: 'text', name: 'roomAddr', label: t('classroomAdmin.address') },
          {
            kind: 'select',
            name: 'status',
            label: t('classroomAdmin.status'),
            options: [1, 0].map((value) => ({
              value,
              label: t(value === 1 ? 'classroomAdmin.statuses.s1' : 'classroomAdmin.statuses.s0'),
            })),
          },
        ]}
        toolbar={
          <Button type="primary" onClick={() => setEditing(null)}>
            {t('classroomAdmin.add')}
          </Button>
        }
        columns={[
          { title: t('classroomAdmin.number'), dataIndex: 'roomNo' },
          { title: t('classroomAdmin.name'), dataIndex: 'roomName' },
          { title: t('classroomAdmin.category'), dataIndex: 'categoryName' },
          { title: t('classroomAdmin.address'), dataIndex: 'roomAddr' },
          {
            title: t('classroomAdmin.capacity'),
            dataIndex: 'maxCapacity',
            render: (value: number | null) => value ?? t('admin.classroomNoLimit'),
          },
          {
            title: t('classroomAdmin.status'),
            dataIndex: 'status',
            render: (value: number) => (
              <Badge
                status={value === 1 ? 'success' : 'default'}
                text={t(value === 1 ? 'classroomAdmin.statuses.s1' : 'classroomAdmin.statuses.s0')}
              />
            ),
          },
          {
            title: t('classroomAdmin.actions'),
            key: 'actions',
            render: (_, row) => (
              <RowActions
                actions={[
                  { key: 'edit', label: t('classroomAdmin.edit'), onClick: () => setEditing(row) },
                  {
                    key: 'status',
                    label: t(row.status === 1 ? 'classroomAdmin.disable' : 'classroomAdmin.enable'),
                    confirm: t(
                      row.status === 1 ? 'classroomAdmin.disableConfirm' : 'classroomAdmin.enableConfirm',
                      {
                        name: row.roomName,
                      },
                    ),
                    danger: row.status === 1,
                    onClick: async () => {
                      await http.put(classroomPaths.status, { id: row.id, status: row.status === 1 ? 0 : 1 });
                      await refresh();
                    },
                  },
                  {
                    key: 'delete',
                    label: t('classroomAdmin.delete'),
                    danger: true,
                    confirm: t('classroomAdmin.deleteConfirm', { name: row.roomName }),
                    onClick: async () => {
                      await http.del(classroomPaths.remove, { ids: String(row.id) });
                      await refresh();
                    },
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <ClassroomFormModal
          room={editing}
          onClose={async (saved) => {
            setEditing(undefined);
            if (saved) await refresh();
          }}
        />
      )}
    </>
  );
}
