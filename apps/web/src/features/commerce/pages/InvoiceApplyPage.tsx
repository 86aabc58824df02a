// /buyingProcess/invoiceApply?orderId=: the invoice form (title, tax number, e-mail). The server checks each
// field too and allows one invoice per paid order; its messages are shown under the fields they name.
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { commerceApi, useOrder, useRefreshCommerce } from '../api.ts';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import { yuan } from '../format.ts';
import '../commerce.css';

type Values = { title: string; taxNo?: string; email: string };

export function InvoiceApplyPage() {
  const { t } = useTranslation('commerce');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId')) || 0;
  const order = useOrder(orderId);
  const refresh = useRefreshCommerce();
  const [busy, setBusy] = useState(false);
  if (order.isPending)
    return (
      <div className="commerce-page">
        <PageLoading />
      </div>
    );
  if (!order.data)
    return (
      <div className="commerce-page">
        <PageFailed onRetry={() => order.refetch()} />
      </div>
    );
  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await commerceApi.applyInvoice({
        orderId,
        title: values.title,
        email: values.email,
        taxNo: values.taxNo || undefined,
      });
      await refresh();
      navigate(`/buyingProcess/invoiceSuccess?orderId=${orderId}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="commerce-page" data-testid="invoice-apply">
      <h1>{t('invoice.applyTitle')}</h1>
      <Card>
        <p>
          {order.data.productName} · {yuan(order.data.totalCents)}
        </p>
        <Form<Values> layout="vertical" onFinish={submit} requiredMark>
          <Form.Item
            name="title"
            label={t('invoice.title')}
            rules={[{ required: true, max: 100, message: t('invoice.title') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="taxNo"
            label={t('invoice.taxNo')}
            extra={t('invoice.taxNoHint')}
            rules={[{ pattern: /^[0-9A-Za-z]{15,20}$/, message: t('invoice.taxNoHint') }]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('invoice.email')}
            rules={[{ required: true, type: 'email', message: t('invoice.email') }]}
          >
            <Input type="email" maxLength={120} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('invoice.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
