// Lazy pages of news (/news/*) and the community (/community/*), one chunk each, with their texts.
import type { PageLoader } from './meta.ts';
import { withTexts } from './pages.ts';

const news = (load: PageLoader) => withTexts(['news'], load);
const community = (load: PageLoader) => withTexts(['community'], load);

export const newsPages = {
  list: news(() =>
    import('../../features/news/pages/NewsListPage.tsx').then((m) => ({ Component: m.NewsListPage })),
  ),
  detail: news(() =>
    import('../../features/news/pages/NewsDetailPage.tsx').then((m) => ({ Component: m.NewsDetailPage })),
  ),
};

export const communityPages = {
  recommended: community(() =>
    import('../../features/community/pages/RecommendedPage.tsx').then((m) => ({
      Component: m.RecommendedPage,
    })),
  ),
  mine: community(() =>
    import('../../features/community/pages/CommunityDetailsPage.tsx').then((m) => ({
      Component: m.CommunityDetailsPage,
    })),
  ),
  user: community(() =>
    import('../../features/community/pages/OtherHomePage.tsx').then((m) => ({ Component: m.OtherHomePage })),
  ),
  zone: community(() =>
    import('../../features/community/pages/ZoneHomePage.tsx').then((m) => ({ Component: m.ZoneHomePage })),
  ),
  post: community(() =>
    import('../../features/community/pages/PostDetailsPage.tsx').then((m) => ({
      Component: m.PostDetailsPage,
    })),
  ),
};
