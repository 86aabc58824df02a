// Home banner: the carousel of banner slides once slides exist, otherwise a welcome banner with the
// site's name.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainInfo } from '../../session/api.ts';
import { useBanners } from '../api.ts';

const BannerCarousel = lazy(() =>
  import('./BannerCarousel.tsx').then((m) => ({ default: m.BannerCarousel })),
);

export function HomeBanner() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const { data: domain } = useDomainInfo();
  const banners = useBanners();
  const slides = banners.data ?? [];
  if (slides.length > 0) {
    return (
      <section className="home-banner home-banner--carousel" aria-label={t('banner.label')}>
        <Suspense fallback={<div className="home-banner__placeholder" />}>
          <BannerCarousel slides={slides} />
        </Suspense>
      </section>
    );
  }
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
