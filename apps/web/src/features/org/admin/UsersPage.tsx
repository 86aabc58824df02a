// People (the original's 用户管理, #/system/user): the org tree on the left, the people of the chosen unit
// and below on the right; add, edit (with identities), freeze/unfreeze, reset passwords, move in batch,
// delete, import (t1) and export.
import { orgAdminPaths, type TAdminUser, UserStatus } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Modal, Space, Tree, TreeSelect } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction, ListPage } from '../../../admin/components/index.ts';
import { ImportDialog } from '../../spreadsheet/index.ts';
import { orgAdminApi, orgAdminKeys, type TreeOption, treeOptions, useUnits } from './api.ts';
import { type UserDraft, UserForm } from './UserForm.tsx';
import './org-admin.css';

function toTreeNode(node: TreeOption): DataNode {
  return { title: node.title, key: node.value, children: node.children.map(toTreeNode) };
}

export function Component() {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const units = useUnits();
  const [orgId, setOrgId] = useState<number>();
  const [editing, setEditing] = useState<TAdminUser | null>();
  const [importing, setImporting] = useState(false);
  const [moving, setMoving] = useState<TAdminUser[]>();
  const [target, setTarget] = useState<number>();
  const u = (key: string) => t(`admin.users.${key}` as 'admin.users.name');
  const refresh = () => queryClient.invalidateQueries({ queryKey: orgAdminKeys.users });
  const done = async () => {
    adminFeedback.success(t('admin.done'));
    await refresh();
  };
  const save = async (draft: UserDraft) => {
    const { isLecturer, isTutor, isOrgAdmin, ...person } = draft;
    if (editing) {
      await orgAdminApi.editUser({ ...person, userId: editing.userId });
      await orgAdminApi.identity({ userId: editing.userId, isLecturer, isTutor, isOrgAdmin });
    } else {
      await orgAdminApi.addUser(person);
    }
    setEditing(undefined);
    await done();
  };
  const toggle = (user: TAdminUser) =>
    user.userStatus === UserStatus.active
      ? confirmAction({
          content: t('admin.users.freezeConfirm', { name: user.name }),
          onOk: async () => {
            await orgAdminApi.userStatus([user.userId], '2');
            await done();
          },
        })
      : orgAdminApi.userStatus([user.userId], '1').then(done);
  const unitTree = treeOptions(
    units.data ?? [],
    (n) => n.orgName,
    (n) => n.orgId,
  );

  return (
    <div className="org-admin" style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Card style={{ width: 260, flex: 'none' }} title={u('org')}>
        <Button type="link" onClick={() => setOrgId(undefined)}>
          {u('allUnits')}
        </Button>
        <Tree
          treeData={unitTree.map(toTreeNode)}
          defaultExpandAll
          selectedKeys={orgId ? [orgId] : []}
          onSelect={(keys) => setOrgId(keys[0] === undefined ? undefined : Number(keys[0]))}
        />
      </Card>
      <div style={{ flex: 1, minWidth: 0 }}>
        <ListPage<TAdminUser>
          title={u('title')}
          testId="org-users"
          queryKey={orgAdminKeys.users}
          fetchPage={(query) => orgAdminApi.users(query)}
          fixedFilters={orgId ? { orgId } : {}}
          rowKey="userId"
          searchFields={[
            { kind: 'text', name: 'search', label: u('search') },
            {
              kind: 'select',
              name: 'userStatus',
              label: u('status'),
              options: [
                { value: '1', label: u('active') },
                { value: '2', label: u('frozen') },
              ],
            },
          ]}
          columns={[
            { title: u('name'), dataIndex: 'name' },
            { title: u('account'), dataIndex: 'account' },
            { title: u('phone'), dataIndex: 'phonenum' },
            { title: u('org'), dataIndex: 'orgName' },
            { title: u('position'), dataIndex: 'positionName' },
            {
              title: u('status'),
              render: (_, user) => (user.userStatus === UserStatus.active ? u('active') : u('frozen')),
            },
            { title: u('role'), render: (_, user) => user.roles.map((role) => role.roleName).join('、') },
            {
              title: t('admin.actions'),
              render: (_, user) => (
                <Space size={0}>
                  <Button type="link" onClick={() => setEditing(user)}>
                    {t('admin.edit')}
                  </Button>
                  <Button
                    type="link"
                    danger={user.userStatus === UserStatus.active}
                    onClick={() => void toggle(user)}
                  >
                    {user.userStatus === UserStatus.active ? u('freeze') : u('unfreeze')}
                  </Button>
                </Space>
              ),
            },
          ]}
          batchActions={[
            {
              key: 'reset',
              label: u('resetPassword'),
              confirmText: u('resetPassword'),
              run: (rows) => orgAdminApi.resetPasswords(rows.map((r) => r.userId)),
            },
            { key: 'move', label: u('move'), run: async (rows) => setMoving(rows) },
            {
              key: 'delete',
              label: u('delete'),
              danger: true,
              run: (rows) => orgAdminApi.deleteUsers(rows.map((r) => r.userId)),
            },
          ]}
          exportTo={{
            path: orgAdminPaths.orgUsersExport,
            fileName: `${u('title')}.xlsx`,
            params: orgId ? { orgId } : {},
          }}
          toolbar={
            <Space>
              <Button onClick={() => setImporting(true)} data-testid="org-users-import">
                {u('import')}
              </Button>
              <Button type="primary" onClick={() => setEditing(null)} data-testid="org-users-add">
                {u('add')}
              </Button>
            </Space>
          }
          emptyText={u('empty')}
        />
      </div>
      <UserForm
        open={editing !== undefined}
        user={editing}
        onCancel={() => setEditing(undefined)}
        onSave={save}
      />
      <Modal
        open={moving !== undefined}
        title={u('move')}
        okButtonProps={{ disabled: target === undefined }}
        onCancel={() => setMoving(undefined)}
        onOk={async () => {
          if (!moving || target === undefined) return;
          await orgAdminApi.moveUsers(
            moving.map((r) => r.userId),
            target,
          );
          setMoving(undefined);
          await done();
        }}
      >
        <TreeSelect
          style={{ width: '100%' }}
          aria-label={u('moveTo')}
          placeholder={u('moveTo')}
          treeDefaultExpandAll
          treeData={unitTree}
          value={target}
          onChange={setTarget}
        />
      </Modal>
      <ImportDialog
        open={importing}
        code="t1"
        title={u('import')}
        uploadPath={orgAdminPaths.userImport}
        errorPath={orgAdminPaths.userImportErrors}
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
    </div>
  );
}
