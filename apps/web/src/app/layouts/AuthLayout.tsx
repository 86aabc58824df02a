// Account layout (login, register, forget password): a slim brand bar with the language switch, the form
// beside the platform's pitch, and the footer.

import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Footer } from '../../components/Footer.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { SiteLogo } from '../header/SiteLogo.tsx';
import '../../features/account/account.css';

export function AuthLayout() {
  const { t } = useTranslation('account');
  return (
    <div className="auth-shell">
      <header className="auth-topbar">
        <Link to="/home" className="auth-topbar__brand">
          <SiteLogo />
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main-content" className="auth-main" tabIndex={-1}>
        <section className="auth-pitch" aria-hidden>
          <h2>{t('brand.headline')}</h2>
          <p>{t('brand.tagline')}</p>
          <div className="auth-pitch__art" />
        </section>
        <section className="auth-card">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </section>
      </main>
      <Footer />
    </div>
  );
}
