// The frame around every page: document title from route meta after each navigation, page-view tracking,
// the navigation progress bar, the watermark, the medal pop-up and scroll restoration.
import { trackingPaths } from '@elearning/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { MedalListener } from '../../components/MedalListener.tsx';
import { Watermark } from '../../components/Watermark.tsx';
import { useDomainInfo } from '../../features/session/api.ts';
import { useSession } from '../../features/session/store.ts';
import { applyThemeColor } from '../../features/site/theme.ts';
import { http } from '../../lib/http/index.ts';
import { useRouteMeta } from './route-meta.ts';

const TRACKING_PATH = trackingPaths.buryPointWeb;

export function RootLayout() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const location = useLocation();
  const navigation = useNavigation();
  const { data: domain } = useDomainInfo();
  const signedIn = useSession((s) => Boolean(s.token));
  const site = domain?.siteName || t('siteName');
  const title = meta ? t(meta.title, { ns: 'routes' }) : '';

  useEffect(() => {
    document.title = title ? `${title} - ${site}` : site;
  }, [title, site]);

  const themeColor = domain?.themeColor;
  useEffect(() => applyThemeColor(themeColor), [themeColor]);

  const trackType = meta?.trackPageView;
  const path = `${location.pathname}${location.search}`;
  // The title is sent as it reads when the page opens; a later language switch is not a new view.
  const titleNow = useRef(title);
  titleNow.current = title;
  useEffect(() => {
    if (!trackType) return;
    http
      .get(TRACKING_PATH, { path, title: titleNow.current, pageType: trackType }, { silent: true })
      .catch(() => undefined);
  }, [path, trackType]);

  return (
    <>
      <div
        className={`nav-progress${navigation.state === 'loading' ? ' nav-progress--active' : ''}`}
        aria-hidden
      />
      <Watermark>
        <Outlet />
      </Watermark>
      {signedIn ? <MedalListener /> : null}
      <ScrollRestoration />
    </>
  );
}
