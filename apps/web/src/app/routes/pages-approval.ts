// Lazy pages of the approval centre (/approvalCenter/*): the centre, an application's detail, the forms
// list, the ten forms (one frame) and the two result pages, with their texts.
import type { PageLoader } from './meta.ts';
import { withTexts } from './pages.ts';

const approval = (load: PageLoader) => withTexts(['approval'], load);
const centre = () => import('../../features/approval/pages/CenterPage.tsx');
const forms = () => import('../../features/approval/pages/FormPage.tsx');
const results = () => import('../../features/approval/pages/ResultPage.tsx');
type FormName = import('../../features/approval/pages/FormPage.tsx').FormName;
const form = (name: FormName) => approval(() => forms().then((m) => ({ Component: m.formPage(name) })));

export const approvalPages = {
  center: approval(() => centre().then((m) => ({ Component: m.CenterPage }))),
  details: approval(() =>
    import('../../features/approval/pages/DetailsPage.tsx').then((m) => ({ Component: m.DetailsPage })),
  ),
  chapter: approval(() =>
    import('../../features/approval/pages/ChapterPage.tsx').then((m) => ({ Component: m.ChapterPage })),
  ),
  buyTrain: form('buyTrain'),
  courseNeeds: form('courseNeeds'),
  courseDevelopment: form('courseDevelopment'),
  tutorCertification: form('tutorCertification'),
  lecturerCertification: form('lecturerCertification'),
  workStudyDoctorate: form('workStudyDoctorate'),
  outsideTrain: form('outsideTrain'),
  trainingLeave: form('trainingLeave'),
  outsideTrainingSignup: form('outsideTrainingSignup'),
  trainingNeeds: form('trainingNeeds'),
  submitSucceed: approval(() => results().then((m) => ({ Component: m.SubmitSucceedPage }))),
  applyError: approval(() => results().then((m) => ({ Component: m.ApplyErrorPage }))),
} satisfies Record<string, PageLoader>;
