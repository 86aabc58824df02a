// Tutors (the original's 导师管理, #/resource/teachManage): make people tutors, see their apprentice
// counts, remove the identity (their apprenticeships end), export.
import { orgAdminPaths, type TTutor } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction, ListPage } from '../../../admin/components/index.ts';
import { orgAdminApi, orgAdminKeys } from './api.ts';
import './org-admin.css';
import { PersonPicker } from './PersonPicker.tsx';

export function Component() {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<number[]>();
  const r = (key: string) => t(`admin.tutors.${key}` as 'admin.tutors.title');
  const refresh = () => queryClient.invalidateQueries({ queryKey: orgAdminKeys.tutors });
  return (
    <div className="org-admin">
      <ListPage<TTutor>
        title={r('title')}
        testId="org-tutors"
        queryKey={orgAdminKeys.tutors}
        fetchPage={(query) => orgAdminApi.tutors(query)}
        rowKey="userId"
        searchFields={[{ kind: 'text', name: 'search', label: t('admin.users.name') }]}
        columns={[
          { title: t('admin.users.name'), dataIndex: 'name' },
          { title: t('admin.users.org'), dataIndex: 'orgName' },
          { title: t('admin.users.position'), dataIndex: 'positionName' },
          { title: r('apprenticeNum'), dataIndex: 'apprenticeNum' },
          {
            title: t('admin.actions'),
            render: (_, row) => (
              <Button
                type="link"
                danger
                onClick={() =>
                  void confirmAction({
                    content: t('admin.tutors.removeConfirm', { name: row.name }),
                    onOk: async () => {
                      await orgAdminApi.removeTutors([row.userId]);
                      await refresh();
                    },
                  })
                }
              >
                {t('admin.delete')}
              </Button>
            ),
          },
        ]}
        exportTo={{ path: orgAdminPaths.tutorExport, fileName: `${r('title')}.xlsx` }}
        toolbar={
          <Button type="primary" onClick={() => setAdding([])}>
            {r('add')}
          </Button>
        }
        emptyText={r('empty')}
      />
      <Modal
        open={adding !== undefined}
        title={r('add')}
        okButtonProps={{ disabled: !adding?.length }}
        onCancel={() => setAdding(undefined)}
        onOk={async () => {
          if (!adding?.length) return;
          await orgAdminApi.addTutors(adding);
          setAdding(undefined);
          adminFeedback.success(t('admin.done'));
          await refresh();
        }}
      >
        <PersonPicker label={r('add')} value={adding} onChange={setAdding} />
      </Modal>
    </div>
  );
}
