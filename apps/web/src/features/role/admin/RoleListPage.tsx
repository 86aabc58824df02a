// The role list (the original's 角色管理, #/system/role): search by name, add, edit, privileges, users
// and delete (confirmed; refused by the server while users hold the role). Buttons follow the codes held.
import { rolePrivilegeCodes as codes, type TRole } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminFeedback, confirmAction, ListPage } from '../../../admin/components/index.ts';
import { roleAdminApi, roleAdminKeys } from './api.ts';
import { useHolds } from './held.ts';
import { RoleForm } from './RoleForm.tsx';

/** A darker red than antd's, for the contrast of small link text (WCAG AA). */
const DANGER_LINK = { color: '#b42318' };

export function Component() {
  const { t } = useTranslation('role');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ role?: TRole }>();
  const may = {
    add: useHolds(codes.roleAdd),
    edit: useHolds(codes.roleEdit),
    remove: useHolds(codes.roleDelete),
    author: useHolds(codes.roleAuthor),
    members: useHolds(codes.roleMember),
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: roleAdminKeys.roles });
  const remove = (role: TRole) =>
    confirmAction({
      content: t('admin.role.deleteConfirm', { name: role.roleName }),
      onOk: async () => {
        await roleAdminApi.deleteRole(role.roleId);
        adminFeedback.success(t('admin.done'));
        await refresh();
      },
    });

  return (
    <>
      <ListPage<TRole>
        title={t('admin.role.title')}
        queryKey={roleAdminKeys.roles}
        fetchPage={(query) => roleAdminApi.roles(query)}
        rowKey="roleId"
        testId="role-list"
        emptyText={t('admin.role.empty')}
        searchFields={[{ kind: 'text', name: 'roleName', label: t('admin.role.search'), maxLength: 32 }]}
        toolbar={
          may.add && (
            <Button type="primary" onClick={() => setEditing({})} data-testid="role-add">
              {t('admin.role.add')}
            </Button>
          )
        }
        columns={[
          { title: t('admin.role.code'), dataIndex: 'roleCode' },
          { title: t('admin.role.name'), dataIndex: 'roleName' },
          { title: t('admin.role.kind'), render: (_, role) => t(`admin.kind.${role.kind}`) },
          { title: t('admin.role.dataScope'), render: (_, role) => t(`admin.scope.${role.dataScope}`) },
          { title: t('admin.role.userNum'), dataIndex: 'userNum', width: 100 },
          {
            title: t('admin.status'),
            width: 90,
            render: (_, role) =>
              role.isEnabled ? <Tag>{t('admin.enabled')}</Tag> : <Tag>{t('admin.disabled')}</Tag>,
          },
          { title: t('admin.role.remark'), dataIndex: 'remark', ellipsis: true },
          {
            title: t('admin.actions'),
            width: 360,
            render: (_, role) => (
              <Space size={0} wrap>
                {may.members && (
                  <Button type="link" onClick={() => navigate(`/system/roleUsers?roleId=${role.roleId}`)}>
                    {t('admin.role.members')}
                  </Button>
                )}
                {may.author && (
                  <Button
                    type="link"
                    onClick={() => navigate(`/system/permissionConfig?roleId=${role.roleId}`)}
                    data-testid={`role-privileges-${role.roleId}`}
                  >
                    {t('admin.role.privileges')}
                  </Button>
                )}
                {may.edit && (
                  <Button type="link" onClick={() => setEditing({ role })}>
                    {t('admin.edit')}
                  </Button>
                )}
                {may.remove && role.kind === 'custom' && (
                  <Button type="link" danger style={DANGER_LINK} onClick={() => void remove(role)}>
                    {t('admin.delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <RoleForm role={editing.role} onDone={() => void refresh()} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
