// The home page's 新闻中心 section: the latest articles (pinned first) with their time, each opening the
// article, and the 'more' link to /news/list.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeSection } from '../../home/components/HomeSection.tsx';
import { useHomeNews } from '../api.ts';
import '../news.css';

export function HomeNews({ title }: { title: string }) {
  const { t } = useTranslation('news');
  const news = useHomeNews();
  const rows = news.data ?? [];
  return (
    <HomeSection
      title={title}
      moreTo="/news/list"
      loading={news.isPending}
      empty={!news.isPending && !news.isError && rows.length === 0}
      error={news.isError}
      onRetry={() => void news.refetch()}
      testId="home-news-center"
    >
      <ul className="home-news">
        {rows.map((item) => (
          <li key={item.id} className="home-news__item">
            <Link to={`/news/details?id=${item.id}`}>
              {item.isTop ? <span className="home-news__top">{t('top')}</span> : null}
              {item.title}
            </Link>
            <span className="home-news__time">{item.beginPublishTime.slice(0, 10)}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
