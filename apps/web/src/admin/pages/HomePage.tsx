// The back office's home (the original's #/wel): the statistics dashboard (features/report) for a role that
// holds it, else a welcome naming the site.
import { reportCodes } from '@elearning/shared';
import { Card, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminSession } from '../session/store.ts';

export function Welcome() {
  const { t } = useTranslation('admin');
  const siteName = useAdminSession((s) => s.siteName) ?? '';
  return (
    <Card className="admin-welcome" data-testid="admin-welcome">
      <Typography.Title level={1} className="admin-page-title">
        {t('home.welcome', { site: siteName })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('home.hint')}</Typography.Paragraph>
    </Card>
  );
}

const Dashboard = lazy(() =>
  import('../../features/report/admin/DashboardPage.tsx').then((m) => ({ default: m.Component })),
);

export function Component() {
  const holdsDashboard = useAdminSession((s) => s.menuCodes.includes(reportCodes.dashboard));
  if (!holdsDashboard) return <Welcome />;
  return (
    <Suspense fallback={<Welcome />}>
      <Dashboard />
    </Suspense>
  );
}
