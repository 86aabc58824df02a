// "Coming soon" page for routes whose screens later issues build: names the feature from the route title.
import { RocketOutlined } from '@ant-design/icons';
import { Button, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteMeta } from '../../../app/layouts/route-meta.ts';

export function ComingSoonPage() {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const meta = useRouteMeta();
  const feature = meta ? t(meta.title, { ns: 'routes' }) : '';
  return (
    <div className="page-container status-page" data-testid="coming-soon">
      <Result
        icon={<RocketOutlined className="status-page__icon" />}
        title={
          <h1 className="status-page__title">
            {t('comingSoon.title', { feature })} <Tag color="processing">{t('comingSoon.badge')}</Tag>
          </h1>
        }
        subTitle={t('comingSoon.description')}
        extra={[
          <Button key="home" type="primary" onClick={() => navigate('/home')}>
            {tc('actions.backHome')}
          </Button>,
          <Button key="back" onClick={() => navigate(-1)}>
            {tc('actions.goBack')}
          </Button>,
        ]}
      />
    </div>
  );
}
