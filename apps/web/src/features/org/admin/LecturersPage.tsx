// Lecturers (the original's 讲师管理, #/resource/lecturer): internal and external lecturers with their
// kind and level; add people as lecturers, enable or disable (the identity follows at once), remove,
// import (t7) and export.
import { LecturerKind, orgAdminPaths, type TLecturer } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction, ListPage } from '../../../admin/components/index.ts';
import { ImportDialog } from '../../spreadsheet/index.ts';
import { orgAdminApi, orgAdminKeys } from './api.ts';
import './org-admin.css';
import { PersonPicker } from './PersonPicker.tsx';

type Draft = { userIds: number[]; kind: LecturerKind; level?: string };

export function Component() {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [form] = Form.useForm<Draft>();
  const l = (key: string) => t(`admin.lecturers.${key}` as 'admin.lecturers.kind');
  const refresh = () => queryClient.invalidateQueries({ queryKey: orgAdminKeys.lecturers });
  const kinds = [
    { value: LecturerKind.internal, label: l('internal') },
    { value: LecturerKind.external, label: l('external') },
  ];
  const save = async () => {
    const values = await form.validateFields();
    for (const userId of values.userIds)
      await orgAdminApi.saveLecturer({ userId, kind: values.kind, level: values.level });
    setAdding(false);
    adminFeedback.success(t('admin.done'));
    await refresh();
  };
  return (
    <div className="org-admin">
      <ListPage<TLecturer>
        title={l('title')}
        testId="org-lecturers"
        queryKey={orgAdminKeys.lecturers}
        fetchPage={(query) => orgAdminApi.lecturers(query)}
        rowKey="userId"
        searchFields={[
          { kind: 'text', name: 'search', label: t('admin.users.search') },
          { kind: 'select', name: 'kind', label: l('kind'), options: kinds },
        ]}
        columns={[
          { title: t('admin.users.name'), dataIndex: 'name' },
          { title: t('admin.users.account'), dataIndex: 'account' },
          {
            title: l('kind'),
            render: (_, row) => (row.kind === LecturerKind.external ? l('external') : l('internal')),
          },
          { title: l('category'), dataIndex: 'categoryName' },
          { title: l('level'), dataIndex: 'level' },
          { title: t('admin.users.org'), dataIndex: 'orgName' },
          {
            title: t('admin.actions'),
            render: (_, row) => (
              <Space size={0}>
                <Button
                  type="link"
                  onClick={() => void orgAdminApi.lecturerStatus([row.userId], !row.enabled).then(refresh)}
                >
                  {row.enabled ? l('disable') : l('enable')}
                </Button>
                <Button
                  type="link"
                  danger
                  onClick={() =>
                    void confirmAction({
                      content: t('admin.lecturers.removeConfirm', { name: row.name }),
                      onOk: async () => {
                        await orgAdminApi.removeLecturers([row.userId]);
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
        exportTo={{ path: orgAdminPaths.lecturerExport, fileName: `${l('title')}.xlsx` }}
        toolbar={
          <Space>
            <Button onClick={() => setImporting(true)}>{l('import')}</Button>
            <Button
              type="primary"
              onClick={() => {
                form.setFieldsValue({ userIds: [], kind: LecturerKind.internal });
                setAdding(true);
              }}
            >
              {l('add')}
            </Button>
          </Space>
        }
        emptyText={l('empty')}
      />
      <Modal
        open={adding}
        title={l('add')}
        onCancel={() => setAdding(false)}
        onOk={() => void save()}
        okText={t('admin.save')}
        cancelText={t('admin.cancel')}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="userIds" label={l('person')} rules={[{ required: true }]}>
            <PersonPicker label={l('person')} onChange={(ids) => form.setFieldValue('userIds', ids)} />
          </Form.Item>
          <Form.Item name="kind" label={l('kind')}>
            <Select options={kinds} aria-label={l('kind')} />
          </Form.Item>
          <Form.Item name="level" label={l('level')} rules={[{ max: 50 }]}>
            <Input maxLength={50} />
          </Form.Item>
        </Form>
      </Modal>
      <ImportDialog
        open={importing}
        code="t7"
        title={l('import')}
        uploadPath={orgAdminPaths.lecturerImport}
        errorPath={orgAdminPaths.lecturerImportErrors}
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
    </div>
  );
}
