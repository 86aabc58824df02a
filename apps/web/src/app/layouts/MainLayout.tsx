// Main layout: the 64 px header, the page, the footer, and the customer-service button for signed-in
// users on routes that do not hide it.

import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CustomerService } from '../../components/CustomerService.tsx';
import { Footer } from '../../components/Footer.tsx';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { useSession } from '../../features/session/store.ts';
import { AppHeader } from '../header/AppHeader.tsx';
import { useRouteMeta } from './route-meta.ts';

export function MainLayout() {
  const { t } = useTranslation('layout');
  const meta = useRouteMeta();
  const signedIn = useSession((s) => Boolean(s.token));
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <AppHeader />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {signedIn && !meta?.hideCustomerService ? <CustomerService /> : null}
    </div>
  );
}
