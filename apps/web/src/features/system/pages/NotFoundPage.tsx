// 404 page for paths the route table does not know.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-container status-page" data-testid="not-found">
      <Result
        status="404"
        title={<h1 className="status-page__title">{t('notFound.title')}</h1>}
        subTitle={t('notFound.description')}
        extra={
          <Button type="primary" onClick={() => navigate('/home')}>
            {tc('actions.backHome')}
          </Button>
        }
      />
    </div>
  );
}
