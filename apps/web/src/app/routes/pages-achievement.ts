// Lazy pages of the achievement domain (/Integral, rankings, the medal wall, the learning record), one
// chunk each, with the domain's texts.
import type { PageLoader } from './meta.ts';
import { withTexts } from './pages.ts';

const achievement = (load: PageLoader) => withTexts(['achievement'], load);

export const achievementPages = {
  integral: achievement(() =>
    import('../../features/achievement/pages/IntegralPage.tsx').then((m) => ({ Component: m.IntegralPage })),
  ),
  ranking: achievement(() =>
    import('../../features/achievement/pages/RankingPage.tsx').then((m) => ({ Component: m.RankingPage })),
  ),
  medalWall: achievement(() =>
    import('../../features/achievement/pages/MedalWallPage.tsx').then((m) => ({
      Component: m.MedalWallPage,
    })),
  ),
  learningRecord: achievement(() =>
    import('../../features/achievement/pages/LearningRecordPage.tsx').then((m) => ({
      Component: m.LearningRecordPage,
    })),
  ),
  myRecord: achievement(() =>
    import('../../features/achievement/pages/LearningRecordPage.tsx').then((m) => ({
      Component: m.MyRecordPage,
    })),
  ),
} satisfies Record<string, PageLoader>;
