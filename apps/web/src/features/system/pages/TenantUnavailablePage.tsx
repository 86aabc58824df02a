// The /666 page (SPEC §2, §8): the tenant's site is disabled or unavailable.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSharedText } from '../../../i18n/hooks.ts';

export function TenantUnavailablePage() {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const shared = useSharedText();
  return (
    <div className="page-container status-page" data-testid="tenant-unavailable">
      <Result
        status="warning"
        title={<h1 className="status-page__title">{shared('error.tenantUnavailable')}</h1>}
        subTitle={t('tenantUnavailable.description')}
        extra={
          <Button type="primary" onClick={() => window.location.assign('/home')}>
            {tc('actions.retry')}
          </Button>
        }
      />
    </div>
  );
}
