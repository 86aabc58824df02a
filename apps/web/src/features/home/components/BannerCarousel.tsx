// The banner carousel (5 s interval, 536 px tall), downloaded only when there are slides to show.
import { Carousel } from 'antd';
import { Link } from 'react-router';
import type { Banner } from '../api.ts';

const BANNER_INTERVAL_MS = 5000;

export function BannerCarousel({ slides }: { slides: Banner[] }) {
  return (
    <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={BANNER_INTERVAL_MS}>
      {slides.map((slide) => (
        <Link key={slide.id} to={slide.link || '/home'} className="home-banner__slide">
          <img src={slide.imageUrl} alt={slide.title ?? ''} />
        </Link>
      ))}
    </Carousel>
  );
}
