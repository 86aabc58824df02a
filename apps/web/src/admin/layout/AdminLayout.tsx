// The back office's frame: the session gate (handover ticket, restored session or the sign-in page), then
// side menu, header, tab strip, breadcrumb and the page; focus moves to the page on every navigation.
import { Breadcrumb, Layout, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { handoverPending, redeemPendingHandover } from '../handover.ts';
import { routeAt } from '../menu-model.ts';
import { adminRoutes } from '../routes.ts';
import { useAdminSession } from '../session/store.ts';
import { useTextOf } from '../texts.ts';
import { AdminHeader } from './AdminHeader.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TabStrip } from './TabStrip.tsx';
import { close, type OpenTab, visit } from './tabs-model.ts';

function Frame() {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  const textOf = useTextOf();
  const key = `${location.pathname}${location.search}`;
  const found = routeAt(adminRoutes, location.pathname);
  const title = found
    ? textOf(found.route.title)
    : t(location.pathname === '/403' ? 'forbidden.title' : 'notFound.title');
  const [tabs, setTabs] = useState<OpenTab[]>([]);

  useEffect(() => {
    setTabs((current) => visit(current, { key, title, closable: found?.route.path !== '' }));
  }, [key, title, found?.route.path]);

  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (key), not on a language switch
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [key]);

  const crumbs = [
    { title: t('home.title') },
    ...(found && found.route.group !== 'home'
      ? [{ title: textOf(`admin:menu.groups.${found.route.group}`, found.route.group) }, { title }]
      : []),
  ];

  return (
    <Layout className="admin-frame">
      <a className="admin-skip" href="#admin-main">
        {t('skipToContent')}
      </a>
      <Layout.Sider width={220} className="admin-sider">
        <div className="admin-sider__title">{t('appName')}</div>
        <SideMenu />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-header-bar">
          <AdminHeader />
        </Layout.Header>
        <TabStrip
          tabs={tabs}
          current={key}
          onClose={(closing) => {
            const result = close(tabs, closing, key);
            setTabs(result.tabs);
            if (result.goTo) navigate(result.goTo);
          }}
        />
        <main id="admin-main" ref={main} tabIndex={-1} className="admin-main" aria-label={title}>
          <nav aria-label={t('breadcrumb')} className="admin-breadcrumb">
            <Breadcrumb items={crumbs} />
          </nav>
          <Outlet />
        </main>
      </Layout>
    </Layout>
  );
}

/** Signs in with a handed-over ticket, else requires a session here. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useAdminSession((s) => Boolean(s.accessToken && s.user));
  const [handingOver, setHandingOver] = useState(handoverPending);

  useEffect(() => {
    if (!handingOver) return;
    redeemPendingHandover().then(
      () => setHandingOver(false),
      (error: unknown) =>
        navigate('/login', {
          replace: true,
          state: { error: error instanceof Error ? error.message : t('login.handoverFailed') },
        }),
    );
  }, [handingOver, navigate, t]);

  if (handingOver) {
    return (
      <main className="admin-handover" data-testid="admin-handover">
        <Spin size="large" />
        <p role="status">{t('login.handover')}</p>
      </main>
    );
  }
  if (!signedIn) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Frame />;
}
