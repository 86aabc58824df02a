// The audit log (操作日志, #/system/actionLog): every back-office change of the tenant within the caller's
// data scope, newest first, filtered by module, action, record, person and period; a row opens to show the
// record before and after the change.
import type { TAuditEntry } from '@elearning/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../admin/components/index.ts';
import { roleAdminApi, roleAdminKeys } from './api.ts';

function Snapshot(props: { label: string; value: unknown; none: string }) {
  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Typography.Text strong>{props.label}</Typography.Text>
      <pre style={{ whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto', fontSize: 12 }}>
        {props.value === null ? props.none : JSON.stringify(props.value, null, 2)}
      </pre>
    </div>
  );
}

export function Component() {
  const { t, i18n } = useTranslation('role');
  return (
    <ListPage<TAuditEntry>
      title={t('admin.audit.title')}
      queryKey={roleAdminKeys.audit}
      fetchPage={(query) => roleAdminApi.audit(query)}
      rowKey="id"
      testId="audit-list"
      emptyText={t('admin.audit.empty')}
      searchFields={[
        { kind: 'text', name: 'actorName', label: t('admin.audit.actor'), maxLength: 64 },
        { kind: 'text', name: 'module', label: t('admin.audit.module'), maxLength: 64 },
        { kind: 'text', name: 'action', label: t('admin.audit.action'), maxLength: 64 },
        { kind: 'text', name: 'entityType', label: t('admin.audit.entityType'), maxLength: 64 },
        { kind: 'text', name: 'entityId', label: t('admin.audit.entityId'), maxLength: 64 },
        { kind: 'dateRange', name: 'range', label: t('admin.audit.range'), startName: 'from', endName: 'to' },
      ]}
      columns={[
        {
          title: t('admin.audit.time'),
          render: (_, entry) => new Date(entry.createdAt).toLocaleString(i18n.language),
        },
        { title: t('admin.audit.actor'), dataIndex: 'actorName' },
        { title: t('admin.audit.module'), dataIndex: 'module' },
        { title: t('admin.audit.action'), dataIndex: 'action' },
        { title: t('admin.audit.entity'), render: (_, entry) => `${entry.entityType} #${entry.entityId}` },
        {
          title: `${t('admin.audit.before')} / ${t('admin.audit.after')}`,
          render: (_, entry) => (
            <details>
              <summary>{t('admin.audit.after')}</summary>
              <div style={{ display: 'flex', gap: 12 }}>
                <Snapshot label={t('admin.audit.before')} value={entry.before} none={t('admin.audit.none')} />
                <Snapshot label={t('admin.audit.after')} value={entry.after} none={t('admin.audit.none')} />
              </div>
            </details>
          ),
        },
      ]}
    />
  );
}
