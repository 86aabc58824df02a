// Home banner: the slides the back office publishes (site settings → banners), in a carousel loaded with
// its own chunk once there are slides; without slides (or while they load), a welcome banner with the
// site's name.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../i18n/index.ts';
import { useDomainInfo } from '../../session/api.ts';
import { useBannerSlides } from '../../site/api.ts';

const BannerCarousel = lazy(() =>
  Promise.all([import('../../site/components/BannerCarousel.tsx'), loadNamespaces(['site'])]).then(([m]) => ({
    default: m.BannerCarousel,
  })),
);

function WelcomeBanner() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const { data: domain } = useDomainInfo();
  return (
    <section
      className="home-banner home-banner--welcome"
      aria-label={t('banner.label')}
      data-testid="home-banner"
    >
      <div className="home-banner__inner">
        <h1>{t('banner.welcome', { site: domain?.siteName || tc('siteName') })}</h1>
        <p>{t('banner.slogan')}</p>
      </div>
    </section>
  );
}

export function HomeBanner() {
  const { t } = useTranslation('home');
  const { data: slides } = useBannerSlides();
  if (!slides || slides.length === 0) return <WelcomeBanner />;
  return (
    <Suspense fallback={<WelcomeBanner />}>
      <BannerCarousel slides={slides} label={t('banner.label')} />
    </Suspense>
  );
}
