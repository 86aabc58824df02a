// Who holds a role (the original's 查看用户, #/system/roleUsers?roleId=): members with search and batch
// removal (confirmed), and a dialog to add users of the caller's data scope who do not hold it yet.
import type { TRoleUser } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { adminFeedback, ListPage } from '../../../admin/components/index.ts';
import { roleAdminApi, roleAdminKeys, useRolePrivileges } from './api.ts';

function useUserColumns() {
  const { t } = useTranslation('role');
  return [
    { title: t('admin.member.name'), dataIndex: 'name' },
    { title: t('admin.member.account'), dataIndex: 'account' },
    { title: t('admin.member.phone'), dataIndex: 'phone' },
    { title: t('admin.member.org'), dataIndex: 'orgName' },
  ];
}

function AddUsers(props: { roleId: number; roleName: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('role');
  const columns = useUserColumns();
  return (
    <Modal
      open
      width={900}
      title={t('admin.member.addTitle', { name: props.roleName })}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <ListPage<TRoleUser>
        queryKey={roleAdminKeys.candidates}
        fixedFilters={{ roleId: props.roleId }}
        fetchPage={(query) => roleAdminApi.candidates(query)}
        rowKey="userId"
        testId="role-candidates"
        emptyText={t('admin.member.candidatesEmpty')}
        searchFields={[{ kind: 'text', name: 'keyword', label: t('admin.member.search'), maxLength: 32 }]}
        batchActions={[
          {
            key: 'add',
            label: t('admin.member.add'),
            run: async (users) => {
              await roleAdminApi.addMembers(
                props.roleId,
                users.map((user) => user.userId),
              );
              adminFeedback.success(t('admin.done'));
              props.onDone();
            },
          },
        ]}
        columns={columns}
      />
    </Modal>
  );
}

export function Component() {
  const { t } = useTranslation('role');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const roleId = Number(params.get('roleId') ?? 0);
  const role = useRolePrivileges(Number.isInteger(roleId) ? roleId : 0);
  const columns = useUserColumns();
  const [adding, setAdding] = useState(false);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: roleAdminKeys.members });
    await queryClient.invalidateQueries({ queryKey: roleAdminKeys.candidates });
    await queryClient.invalidateQueries({ queryKey: roleAdminKeys.roles });
  };
  if (!(roleId > 0)) return <Alert type="warning" showIcon title={t('admin.privilege.missingRole')} />;
  if (role.isError) return <Alert type="error" showIcon title={t('admin.loadFailed')} />;
  const roleName = role.data?.role.roleName ?? '';

  return (
    <>
      <ListPage<TRoleUser>
        title={roleName ? `${t('admin.member.title')}：${roleName}` : t('admin.member.title')}
        queryKey={roleAdminKeys.members}
        fixedFilters={{ roleId }}
        fetchPage={(query) => roleAdminApi.members(query)}
        rowKey="userId"
        testId="role-members"
        emptyText={t('admin.member.empty')}
        searchFields={[{ kind: 'text', name: 'name', label: t('admin.member.search'), maxLength: 32 }]}
        toolbar={
          <Button type="primary" onClick={() => setAdding(true)} data-testid="member-add">
            {t('admin.member.add')}
          </Button>
        }
        batchActions={[
          {
            key: 'remove',
            label: t('admin.member.remove'),
            danger: true,
            confirmText: t('admin.member.removeConfirm'),
            run: async (users) => {
              await roleAdminApi.removeMembers(
                roleId,
                users.map((user) => user.userId),
              );
              await refresh();
            },
          },
        ]}
        columns={columns}
      />
      {adding && (
        <AddUsers
          roleId={roleId}
          roleName={roleName}
          onClose={() => setAdding(false)}
          onDone={() => void refresh()}
        />
      )}
    </>
  );
}
