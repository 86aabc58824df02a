// The 403 and 404 pages inside the shell: what happened, and the way back to the back office's home.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function StatusPage({ kind }: { kind: 'forbidden' | 'notFound' }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <Result
      status={kind === 'forbidden' ? '403' : '404'}
      title={<h1 className="admin-status__title">{t(`${kind}.title`)}</h1>}
      subTitle={t(`${kind}.description`)}
      data-testid={`admin-${kind}`}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
