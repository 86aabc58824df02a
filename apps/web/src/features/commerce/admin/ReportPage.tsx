// /admin/commerce/report: sales by product kind (orders, paid and refunded, in yuan from integer cents),
// with an export of the same figures.
import { commerceAdminPaths, type ProductKind, type TSalesReportRow } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../admin/components/index.ts';
import { yuan } from '../format.ts';
import { commerceAdminApi, commerceAdminKeys } from './api.ts';

export function Component() {
  const { t } = useTranslation('commerce');
  const report = useQuery({ queryKey: commerceAdminKeys.report, queryFn: () => commerceAdminApi.report({}) });
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {t('admin.report')}
      </Typography.Title>
      <Button
        style={{ marginBottom: 12 }}
        onClick={() =>
          void downloadFile(commerceAdminPaths.reportExport, {}, t('admin.reportFile')).catch(() => undefined)
        }
      >
        {t('admin.export')}
      </Button>
      {report.isError ? (
        <Alert type="error" showIcon message={t('loadFailed')} />
      ) : (
        <Table<TSalesReportRow>
          rowKey="kind"
          loading={report.isLoading}
          dataSource={report.data ?? []}
          pagination={false}
          locale={{ emptyText: t('empty') }}
          columns={[
            { title: t('admin.kind'), dataIndex: 'kind', render: (kind: ProductKind) => t(`kind.${kind}`) },
            { title: t('admin.orderNum'), dataIndex: 'orderNum' },
            { title: t('admin.paid'), dataIndex: 'paidCents', render: (cents: number) => yuan(cents) },
            {
              title: t('admin.refundedSum'),
              dataIndex: 'refundedCents',
              render: (cents: number) => yuan(cents),
            },
          ]}
        />
      )}
    </Card>
  );
}
