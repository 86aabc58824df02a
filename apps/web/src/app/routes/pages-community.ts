// Lazy pages of news (/news/*, /systemList/trainSystem), the community (/community/*), the lecturer pages
// and the customer-service chat, one chunk each, with their texts.
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
  trainSystem: news(() =>
    import('../../features/news/pages/TrainSystemPage.tsx').then((m) => ({ Component: m.TrainSystemPage })),
  ),
};

const site = (load: PageLoader) => withTexts(['site'], load);

/** The lecturer pages (讲师风采) of the site domain. */
export const lecturerPages = {
  list: site(() =>
    import('../../features/site/pages/LecturerListPage.tsx').then((m) => ({ Component: m.LecturerListPage })),
  ),
  detail: site(() =>
    import('../../features/site/pages/LecturerDetailPage.tsx').then((m) => ({
      Component: m.LecturerDetailPage,
    })),
  ),
};

/** /smartCService: the customer-service chat. */
export const customerServicePages = {
  smartService: withTexts(['customer-service'], () =>
    import('../../features/customer-service/pages/SmartServicePage.tsx').then((m) => ({
      Component: m.SmartServicePage,
    })),
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
