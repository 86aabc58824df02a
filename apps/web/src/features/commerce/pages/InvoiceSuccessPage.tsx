// /buyingProcess/invoiceSuccess?orderId=: the application was received; the invoice page shows its progress.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import '../commerce.css';

export function InvoiceSuccessPage() {
  const { t } = useTranslation('commerce');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId')) || 0;
  return (
    <div className="commerce-page" data-testid="invoice-success">
      <Result
        status="success"
        title={<h1 style={{ margin: 0 }}>{t('invoice.successTitle')}</h1>}
        subTitle={t('invoice.successHint')}
        extra={
          <Button type="primary" onClick={() => navigate(`/buyingProcess/invoice?orderId=${orderId}`)}>
            {t('invoice.view')}
          </Button>
        }
      />
    </div>
  );
}
