// One role's privileges (the original's 角色权限, #/system/permissionConfig?roleId=): the catalogue as a tree
// of menus and buttons to tick, and the data scope. Administrator roles hold everything and are shown
// read-only; platform codes are not offered to a tenant's roles.
import { DataScopeKind, type TPrivilegeNode } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Radio, Skeleton, Space, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { adminFeedback } from '../../../admin/components/index.ts';
import { roleAdminApi, roleAdminKeys, useRolePrivileges } from './api.ts';

function toTreeData(nodes: TPrivilegeNode[], locked: boolean, platformText: string): DataNode[] {
  return nodes.map((node) => ({
    key: node.code,
    title: node.isPlatform ? `${node.menuName}（${platformText}）` : node.menuName,
    disabled: locked || node.isPlatform === 1,
    children: toTreeData(node.children, locked, platformText),
  }));
}

function ownedCodes(nodes: TPrivilegeNode[]): string[] {
  return nodes.flatMap((node) => [...(node.isOwn ? [node.code] : []), ...ownedCodes(node.children)]);
}

export function Component() {
  const { t } = useTranslation('role');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const roleId = Number(params.get('roleId') ?? 0);
  const privileges = useRolePrivileges(Number.isInteger(roleId) ? roleId : 0);
  const [checked, setChecked] = useState<string[]>([]);
  const [scope, setScope] = useState<string>(DataScopeKind.own);
  const [saving, setSaving] = useState(false);
  const role = privileges.data?.role;
  useEffect(() => {
    if (!privileges.data) return;
    setChecked(ownedCodes(privileges.data.menuPrivileges));
    setScope(privileges.data.role.dataScope);
  }, [privileges.data]);

  if (!(roleId > 0)) return <Alert type="warning" showIcon title={t('admin.privilege.missingRole')} />;
  if (privileges.isError) return <Alert type="error" showIcon title={t('admin.loadFailed')} />;
  if (!privileges.data || !role) return <Skeleton active />;
  const locked = role.kind !== 'custom';

  const save = async () => {
    setSaving(true);
    try {
      await roleAdminApi.setPrivileges(role.roleId, checked);
      if (scope !== role.dataScope) await roleAdminApi.setDataScope(role.roleId, scope);
      adminFeedback.success(t('admin.privilege.saved'));
      await queryClient.invalidateQueries({ queryKey: roleAdminKeys.privileges(role.roleId) });
      await queryClient.invalidateQueries({ queryKey: roleAdminKeys.roles });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <Space className="admin-page-head" style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {t('admin.privilege.title')}：{role.roleName}
        </Typography.Title>
        <Button onClick={() => navigate('/system/role')}>{t('admin.privilege.back')}</Button>
      </Space>
      {locked && <Alert type="info" showIcon title={t('admin.role.fixed')} style={{ marginBottom: 16 }} />}
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('admin.privilege.dataScope')}
      </Typography.Title>
      <Radio.Group
        value={scope}
        disabled={locked}
        onChange={(event) => setScope(String(event.target.value))}
        aria-label={t('admin.privilege.dataScope')}
        options={Object.values(DataScopeKind).map((value) => ({ value, label: t(`admin.scope.${value}`) }))}
      />
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t('admin.privilege.tree')} <Tag>{checked.length}</Tag>
      </Typography.Title>
      <div data-testid="privilege-tree">
        <Tree
          checkable
          defaultExpandAll
          checkStrictly
          selectable={false}
          treeData={toTreeData(privileges.data.menuPrivileges, locked, t('admin.privilege.platformOnly'))}
          checkedKeys={checked}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
        />
      </div>
      {!locked && (
        <Button
          type="primary"
          loading={saving}
          onClick={() => void save()}
          style={{ marginTop: 16 }}
          data-testid="privilege-save"
        >
          {t('admin.save')}
        </Button>
      )}
    </Card>
  );
}
