// Lazy pages of the personal centre (/personal/personal, /my/info) and the enterprise centre
// (/enterprise/*), one chunk each, with their texts.
import type { PageLoader } from './meta.ts';
import { withTexts } from './pages.ts';

const personal = (load: PageLoader) => withTexts(['personal', 'exam', 'course', 'account'], load);
const enterprise = (load: PageLoader) => withTexts(['enterprise'], load);
const situation = () => import('../../features/enterprise/pages/SituationPage.tsx');

export const personalPages = {
  personal: personal(() =>
    import('../../features/personal/pages/PersonalPage.tsx').then((m) => ({ Component: m.PersonalPage })),
  ),
  myInfo: personal(() =>
    import('../../features/personal/pages/MyInfoPage.tsx').then((m) => ({ Component: m.MyInfoPage })),
  ),
} satisfies Record<string, PageLoader>;

export const enterprisePages = {
  center: enterprise(() =>
    import('../../features/enterprise/pages/EnterpriseCenterPage.tsx').then((m) => ({
      Component: m.EnterpriseCenterPage,
    })),
  ),
  students: enterprise(() =>
    import('../../features/enterprise/pages/StudentListPage.tsx').then((m) => ({
      Component: m.StudentListPage,
    })),
  ),
  course: enterprise(() => situation().then((m) => ({ Component: m.CourseSituationPage }))),
  train: enterprise(() => situation().then((m) => ({ Component: m.TrainSituationPage }))),
  exam: enterprise(() => situation().then((m) => ({ Component: m.ExamSituationPage }))),
  live: enterprise(() => situation().then((m) => ({ Component: m.LiveSituationPage }))),
} satisfies Record<string, PageLoader>;
