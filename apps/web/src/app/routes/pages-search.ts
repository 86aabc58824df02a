// Lazy pages of the one search (/search/list), with its texts.
import type { PageLoader } from './meta.ts';
import { withTexts } from './pages.ts';

const search = (load: PageLoader) => withTexts(['search'], load);

export const searchPages = {
  list: search(() =>
    import('../../features/search/pages/SearchListPage.tsx').then((m) => ({ Component: m.SearchListPage })),
  ),
};
