// Error screen of the router: a failed page chunk or an unexpected render error, with a reload button.
// Plain markup on purpose: it is part of the first download of every page.
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/plain.tsx';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <div className="route-error" role="alert">
      <CloseCircleFilled className="route-error__icon" aria-hidden />
      <h1>{t('errorBoundary.title')}</h1>
      <p>{detail ?? t('errorBoundary.description')}</p>
      <div className="route-error__actions">
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
        <Button href="/home">{t('actions.backHome')}</Button>
      </div>
    </div>
  );
}
