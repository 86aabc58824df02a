// 证书发放明细 (back office): the people holding a certificate of one template (?templateId), searchable by
// name, phone and state; revoke the selected (confirmed; the public verification page shows it at once) and
// export them.
import { certificateAdminPaths } from '@elearning/shared';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { adminFeedback, downloadFile, ListPage } from '../../../admin/components/index.ts';
import { type CertificateGrant, certificateAdminApi, certificateKeys } from './certificate-admin-api.ts';

const when = (ms: number | null) => (ms ? new Date(ms).toISOString().slice(0, 16).replace('T', ' ') : '');

export function Component() {
  const { t } = useTranslation('training');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const templateId = Number(params.get('templateId') ?? 0);
  const name = params.get('name') ?? '';
  return (
    <ListPage<CertificateGrant>
      title={t('certAdmin.holdersOf', { name })}
      testId="certificate-holders"
      queryKey={[...certificateKeys.holders, templateId]}
      fixedFilters={{ templateId }}
      fetchPage={(query) => certificateAdminApi.holders({ ...query, templateId })}
      rowKey="id"
      toolbar={<Button onClick={() => navigate('/train/certificates')}>{t('certAdmin.back')}</Button>}
      searchFields={[
        { kind: 'text', name: 'stuName', label: t('certAdmin.holder') },
        { kind: 'text', name: 'phonenum', label: t('certAdmin.phone') },
        {
          kind: 'select',
          name: 'status',
          label: t('certAdmin.status'),
          options: [
            { value: '1', label: t('certAdmin.held') },
            { value: '2', label: t('certificate.revoked') },
          ],
        },
      ]}
      batchActions={[
        {
          key: 'revoke',
          label: t('certAdmin.revoke'),
          danger: true,
          confirmText: t('certAdmin.revokeConfirm'),
          run: async (rows) => {
            const { revoked } = await certificateAdminApi.revoke(rows.map((row) => row.id));
            adminFeedback.success(t('certAdmin.revoked', { count: revoked }));
          },
        },
        {
          key: 'export',
          label: t('certAdmin.export'),
          run: (rows) =>
            downloadFile(
              certificateAdminPaths.grantExport,
              { ids: rows.map((row) => row.id).join(',') },
              'certificate-holders.xlsx',
            ),
        },
      ]}
      columns={[
        { title: t('certificate.code'), dataIndex: 'certificateNo' },
        { title: t('certAdmin.holder'), dataIndex: 'stuName' },
        { title: t('certAdmin.phone'), dataIndex: 'phonenum' },
        { title: t('certAdmin.dept'), dataIndex: 'deptName' },
        { title: t('certAdmin.grantTime'), dataIndex: 'grantTime', render: when },
        {
          title: t('certAdmin.status'),
          dataIndex: 'status',
          render: (status: string) =>
            status === '2' ? (
              <Badge status="default" text={t('certificate.revoked')} />
            ) : (
              <Badge status="success" text={t('certAdmin.held')} />
            ),
        },
      ]}
    />
  );
}
