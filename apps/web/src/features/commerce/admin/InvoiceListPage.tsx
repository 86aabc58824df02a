// /admin/commerce/invoices: invoice applications — filter by state; issue an applied one with the address of
// its PDF, then mark it sent (applied → issued → sent, each once on the server).
import { InvoiceStatus, type TInvoice } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, ListPage } from '../../../admin/components/index.ts';
import { dateText, yuan } from '../format.ts';
import { commerceAdminApi, commerceAdminKeys } from './api.ts';

function IssueDialog(props: { invoice?: TInvoice; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('commerce');
  const [form] = Form.useForm<{ fileUrl: string }>();
  const [busy, setBusy] = useState(false);
  const issue = async () => {
    const { fileUrl } = await form.validateFields();
    if (!props.invoice) return;
    setBusy(true);
    try {
      await commerceAdminApi.issueInvoice(props.invoice.id, fileUrl.trim());
      adminFeedback.success(t('admin.issued'));
      props.onDone();
      props.onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.invoice !== undefined}
      title={t('admin.issue')}
      okText={t('admin.issue')}
      confirmLoading={busy}
      onOk={() => void issue().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <p>
        {props.invoice?.title} · {props.invoice ? yuan(props.invoice.amountCents) : ''}
      </p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="fileUrl" label={t('admin.fileUrl')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function Component() {
  const { t } = useTranslation('commerce');
  const client = useQueryClient();
  const [issuing, setIssuing] = useState<TInvoice>();
  const refresh = () => void client.invalidateQueries({ queryKey: commerceAdminKeys.invoices });
  const send = (row: TInvoice) =>
    void commerceAdminApi
      .sendInvoice(row.id)
      .then(() => adminFeedback.success(t('admin.sent')))
      .then(refresh, () => undefined);
  return (
    <>
      <ListPage<TInvoice>
        title={t('admin.invoices')}
        queryKey={commerceAdminKeys.invoices}
        fetchPage={(query) => commerceAdminApi.invoices(query)}
        rowKey="id"
        testId="commerce-invoice-list"
        searchFields={[
          {
            kind: 'select',
            name: 'status',
            label: t('admin.state'),
            options: Object.values(InvoiceStatus).map((value) => ({
              value,
              label: t(`admin.invoiceState.${value}`),
            })),
          },
        ]}
        columns={[
          { title: t('admin.orderNo'), dataIndex: 'orderNo' },
          { title: t('admin.invoiceTitle'), dataIndex: 'title' },
          { title: t('admin.taxNo'), dataIndex: 'taxNo' },
          { title: t('admin.email'), dataIndex: 'email' },
          { title: t('admin.amount'), dataIndex: 'amountCents', render: (cents: number) => yuan(cents) },
          {
            title: t('admin.state'),
            dataIndex: 'status',
            render: (status: InvoiceStatus) => <Tag>{t(`admin.invoiceState.${status}`)}</Tag>,
          },
          { title: t('admin.time'), dataIndex: 'createdAt', render: (ms: number) => dateText(ms) },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, row: TInvoice) => (
              <Space size={0}>
                {row.status === InvoiceStatus.applied ? (
                  <Button type="link" onClick={() => setIssuing(row)}>
                    {t('admin.issue')}
                  </Button>
                ) : null}
                {row.status === InvoiceStatus.issued ? (
                  <Button type="link" onClick={() => send(row)}>
                    {t('admin.send')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <IssueDialog invoice={issuing} onClose={() => setIssuing(undefined)} onDone={refresh} />
    </>
  );
}
