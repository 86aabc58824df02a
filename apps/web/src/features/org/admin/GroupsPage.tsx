// User groups (the original's 用户分组, #/system/groupManage): add, edit, delete, the members of a group
// (add people by account search, remove), import (t10) and export.
import { orgAdminPaths, type TAdminUser, type TAdminUserGroup } from '@elearning/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction, ListPage } from '../../../admin/components/index.ts';
import { ImportDialog } from '../../spreadsheet/index.ts';
import { orgAdminApi, orgAdminKeys } from './api.ts';
import './org-admin.css';

type GroupDraft = { id?: number; name: string; remark?: string };

function Members(props: { group: TAdminUserGroup }) {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const key = [...orgAdminKeys.members, props.group.id];
  const members = useQuery({
    queryKey: key,
    queryFn: () => orgAdminApi.members({ groupId: props.group.id, pageSize: 100 }),
  });
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: ['org-admin', 'pick', search],
    queryFn: () => orgAdminApi.users({ search, pageSize: 20 }),
    enabled: search.length > 0,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select<number[]>
        mode="multiple"
        showSearch
        filterOption={false}
        onSearch={setSearch}
        aria-label={t('admin.groups.addMembers')}
        placeholder={t('admin.groups.addMembers')}
        style={{ width: '100%' }}
        options={(found.data?.data ?? []).map((user: TAdminUser) => ({
          value: user.userId,
          label: `${user.name} (${user.account})`,
        }))}
        onChange={async (ids) => {
          if (ids.length === 0) return;
          await orgAdminApi.addMembers(props.group.id, ids);
          await refresh();
        }}
        value={[]}
      />
      <Table<TAdminUser>
        rowKey="userId"
        size="small"
        loading={members.isLoading}
        dataSource={members.data?.data ?? []}
        pagination={false}
        columns={[
          { title: t('admin.users.name'), dataIndex: 'name' },
          { title: t('admin.users.account'), dataIndex: 'account' },
          { title: t('admin.users.org'), dataIndex: 'orgName' },
          {
            title: t('admin.actions'),
            render: (_, user) => (
              <Button
                type="link"
                danger
                onClick={() => void orgAdminApi.removeMembers(props.group.id, [user.userId]).then(refresh)}
              >
                {t('admin.groups.removeMember')}
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}

export function Component() {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<GroupDraft>();
  const [viewing, setViewing] = useState<TAdminUserGroup>();
  const [importing, setImporting] = useState(false);
  const [form] = Form.useForm<GroupDraft>();
  const g = (key: string) => t(`admin.groups.${key}` as 'admin.groups.name');
  const refresh = () => queryClient.invalidateQueries({ queryKey: orgAdminKeys.groups });
  const save = async () => {
    const values = await form.validateFields();
    if (draft?.id) await orgAdminApi.editGroup({ ...values, id: draft.id });
    else await orgAdminApi.addGroup(values);
    setDraft(undefined);
    adminFeedback.success(t('admin.done'));
    await refresh();
  };
  return (
    <div className="org-admin">
      <ListPage<TAdminUserGroup>
        title={g('title')}
        testId="org-groups"
        queryKey={orgAdminKeys.groups}
        fetchPage={(query) => orgAdminApi.groups(query)}
        rowKey="id"
        searchFields={[{ kind: 'text', name: 'name', label: g('name') }]}
        columns={[
          { title: g('name'), dataIndex: 'name' },
          { title: g('userNum'), dataIndex: 'userNum' },
          { title: g('creator'), dataIndex: 'creatorName' },
          { title: g('remark'), dataIndex: 'remark' },
          {
            title: t('admin.actions'),
            render: (_, group) => (
              <Space size={0}>
                <Button type="link" onClick={() => setViewing(group)}>
                  {g('members')}
                </Button>
                <Button
                  type="link"
                  onClick={() => {
                    setDraft(group);
                    form.setFieldsValue(group);
                  }}
                >
                  {t('admin.edit')}
                </Button>
                <Button
                  type="link"
                  danger
                  onClick={() =>
                    void confirmAction({
                      content: t('admin.groups.deleteConfirm', { name: group.name }),
                      onOk: async () => {
                        await orgAdminApi.deleteGroup(group.id);
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
        exportTo={{ path: orgAdminPaths.groupExport, fileName: `${g('title')}.xlsx` }}
        toolbar={
          <Space>
            <Button onClick={() => setImporting(true)}>{g('import')}</Button>
            <Button
              type="primary"
              onClick={() => {
                setDraft({ name: '' });
                form.resetFields();
              }}
            >
              {g('add')}
            </Button>
          </Space>
        }
        emptyText={g('empty')}
      />
      <Modal
        open={draft !== undefined}
        title={draft?.id ? t('admin.edit') : g('add')}
        onCancel={() => setDraft(undefined)}
        onOk={() => void save()}
        okText={t('admin.save')}
        cancelText={t('admin.cancel')}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={g('name')} rules={[{ required: true, whitespace: true, max: 50 }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="remark" label={g('remark')} rules={[{ max: 200 }]}>
            <Input.TextArea maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
      <Drawer
        open={viewing !== undefined}
        title={viewing ? `${viewing.name} · ${g('members')}` : ''}
        width={640}
        onClose={() => {
          setViewing(undefined);
          void refresh();
        }}
      >
        {viewing && <Members group={viewing} />}
      </Drawer>
      <ImportDialog
        open={importing}
        code="t10"
        title={g('import')}
        uploadPath={orgAdminPaths.groupImport}
        errorPath={orgAdminPaths.groupImportErrors}
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
    </div>
  );
}
