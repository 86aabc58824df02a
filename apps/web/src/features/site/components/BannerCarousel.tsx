// The home's banner slides (ORIGINAL-UI "Home": a carousel, 5 s per slide, 536 px high), published in the
// back office's banner page. Its own chunk: the home page loads it only when there are slides.
import type { TBannerSlide } from '@elearning/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../banner.css';

const SLIDE_MS = 5000;

/** A same-origin link stays in the app's tab; an outside one opens in a new tab. */
function SlideLink({ slide, children }: { slide: TBannerSlide; children: React.ReactNode }) {
  if (!slide.linkUrl) return <>{children}</>;
  const outside = /^https?:\/\//.test(slide.linkUrl);
  return (
    <a href={slide.linkUrl} {...(outside ? { target: '_blank', rel: 'noreferrer noopener' } : {})}>
      {children}
    </a>
  );
}

export function BannerCarousel({ slides, label }: { slides: TBannerSlide[]; label: string }) {
  const { t } = useTranslation('site');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);
  const shown = index % count;
  return (
    <section
      className="site-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="home-banner"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((slide, position) => (
        <div
          key={slide.bannerId}
          className="site-carousel__slide"
          hidden={position !== shown}
          data-testid="banner-slide"
        >
          <SlideLink slide={slide}>
            <img src={slide.picUrl} alt={t('carousel.slide', { n: position + 1, count })} />
          </SlideLink>
        </div>
      ))}
      {count > 1 ? (
        <>
          <button
            type="button"
            className="site-carousel__arrow site-carousel__arrow--prev"
            aria-label={t('carousel.previous')}
            onClick={() => setIndex((shown + count - 1) % count)}
          >
            ‹
          </button>
          <button
            type="button"
            className="site-carousel__arrow site-carousel__arrow--next"
            aria-label={t('carousel.next')}
            onClick={() => setIndex((shown + 1) % count)}
          >
            ›
          </button>
          <div className="site-carousel__dots">
            {slides.map((slide, position) => (
              <button
                key={slide.bannerId}
                type="button"
                aria-label={t('carousel.goTo', { n: position + 1 })}
                aria-current={position === shown}
                className={position === shown ? 'is-active' : undefined}
                onClick={() => setIndex(position)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
