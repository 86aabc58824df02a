// Lazy pages of the knowledge base (/knowledge/*), one chunk each, with their texts.
import type { PageLoader } from './meta.ts';
import { withTexts } from './pages.ts';

const knowledge = (load: PageLoader) => withTexts(['knowledge'], load);

export const knowledgePages = {
  list: knowledge(() =>
    import('../../features/knowledge/pages/KnowledgeListPage.tsx').then((m) => ({
      Component: m.KnowledgeListPage,
    })),
  ),
  detail: knowledge(() =>
    import('../../features/knowledge/pages/KnowledgeDetailPage.tsx').then((m) => ({
      Component: m.KnowledgeDetailPage,
    })),
  ),
  share: knowledge(() =>
    import('../../features/knowledge/pages/KnowledgeSharePage.tsx').then((m) => ({
      Component: m.KnowledgeSharePage,
    })),
  ),
  system: knowledge(() =>
    import('../../features/knowledge/pages/KnowledgeSystemPage.tsx').then((m) => ({
      Component: m.KnowledgeSystemPage,
    })),
  ),
};
