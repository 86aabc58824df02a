// The mall's heading: the page title, my points and links to my records and addresses.
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyPoints } from '../api.ts';

export function MallHeader({ title }: { title: string }) {
  const { t } = useTranslation('mall');
  const points = useMyPoints();
  return (
    <header className="mall-head">
      <h1>{title}</h1>
      <Space size="large" wrap>
        <span className="mall-points" data-testid="mall-points">
          {t('myPoints')}
          <strong>{points.data ? points.data.balance : '--'}</strong>
        </span>
        <Link to="/integral/exchangeRecord">{t('exchangeRecord')}</Link>
        <Link to="/integral/shippingAddress">{t('shippingAddress')}</Link>
      </Space>
    </header>
  );
}
