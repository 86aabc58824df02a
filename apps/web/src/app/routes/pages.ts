// Lazy page modules, one chunk per page. Routes whose screens later issues build share the
// coming-soon page, which names the feature from the route's title. `withTexts` fetches a page's i18n
// namespaces together with its code, so it never shows before its texts. Pages are drawn inside the antd
// scope (the router adds it) except those marked `plain`: they are plain markup and stay antd-free.
import { loadNamespaces, type Namespace } from '../../i18n/index.ts';
import type { PageLoader } from './meta.ts';

/** A page loader that also waits for the page's i18n namespaces. */
export function withTexts(namespaces: readonly Namespace[], load: PageLoader): PageLoader {
  return () => Promise.all([load(), loadNamespaces(namespaces)]).then(([page]) => page);
}

const plainPages = new WeakSet<PageLoader>();

/** A page drawn in plain markup: the router does not fetch antd for it (home and sign-in, issue 10). */
function plain(load: PageLoader): PageLoader {
  plainPages.add(load);
  return load;
}

export function isPlainPage(load: PageLoader): boolean {
  return plainPages.has(load);
}

export const pages = {
  comingSoon: withTexts(['system'], () =>
    import('../../features/system/pages/ComingSoonPage.tsx').then((m) => ({ Component: m.ComingSoonPage })),
  ),
  notFound: withTexts(['system'], () =>
    import('../../features/system/pages/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
  ),
  tenantUnavailable: withTexts(['system'], () =>
    import('../../features/system/pages/TenantUnavailablePage.tsx').then((m) => ({
      Component: m.TenantUnavailablePage,
    })),
  ),
  home: plain(
    withTexts(['home'], () =>
      import('../../features/home/pages/HomePage.tsx').then((m) => ({ Component: m.HomePage })),
    ),
  ),
  login: plain(
    withTexts(['account'], () =>
      import('../../features/account/pages/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
    ),
  ),
  register: withTexts(['account'], () =>
    import('../../features/account/pages/RegisterPage.tsx').then((m) => ({ Component: m.RegisterPage })),
  ),
  forgetPassword: withTexts(['account'], () =>
    import('../../features/account/pages/ForgetPasswordPage.tsx').then((m) => ({
      Component: m.ForgetPasswordPage,
    })),
  ),
  editPassword: withTexts(['account'], () =>
    import('../../features/account/pages/EditPasswordPage.tsx').then((m) => ({
      Component: m.EditPasswordPage,
    })),
  ),
  editPhoneNum: withTexts(['account'], () =>
    import('../../features/account/pages/EditPhoneNumPage.tsx').then((m) => ({
      Component: m.EditPhoneNumPage,
    })),
  ),
  bindPhone: withTexts(['account'], () =>
    import('../../features/account/pages/BindPhonePage.tsx').then((m) => ({ Component: m.BindPhonePage })),
  ),
  learnList: withTexts(['learn', 'course'], () =>
    import('../../features/learn/pages/LearnListPage.tsx').then((m) => ({ Component: m.LearnListPage })),
  ),
  messageList: withTexts(['message'], () =>
    import('../../features/message/pages/MessageListPage.tsx').then((m) => ({
      Component: m.MessageListPage,
    })),
  ),
  messageDetail: withTexts(['message'], () =>
    import('../../features/message/pages/MessageDetailPage.tsx').then((m) => ({
      Component: m.MessageDetailPage,
    })),
  ),
  examList: () =>
    import('../../features/exam/pages/ExamListPage.tsx').then((m) => ({ Component: m.ExamListPage })),
  examDetail: () =>
    import('../../features/exam/pages/ExamDetailPage.tsx').then((m) => ({ Component: m.ExamDetailPage })),
  examMiddle: () =>
    import('../../features/exam/pages/ExamMiddlePage.tsx').then((m) => ({ Component: m.ExamMiddlePage })),
  examPaper: () =>
    import('../../features/exam/pages/ExamPaperPage.tsx').then((m) => ({ Component: m.ExamPaperPage })),
  wrongs: () => import('../../features/exam/pages/WrongsPage.tsx').then((m) => ({ Component: m.WrongsPage })),
  courseList: withTexts(['course'], () =>
    import('../../features/course/pages/CourseListPage.tsx').then((m) => ({ Component: m.CourseListPage })),
  ),
  courseDetail: withTexts(['course'], () =>
    import('../../features/course/pages/CourseDetailPage.tsx').then((m) => ({
      Component: m.CourseDetailPage,
    })),
  ),
  requiredCourseDetail: withTexts(['course'], () =>
    import('../../features/course/pages/CourseDetailPage.tsx').then((m) => ({
      Component: m.RequiredCourseDetailPage,
    })),
  ),
  electiveCourseDetail: withTexts(['course'], () =>
    import('../../features/course/pages/CourseDetailPage.tsx').then((m) => ({
      Component: m.ElectiveCourseDetailPage,
    })),
  ),
  courseLearn: withTexts(['course'], () =>
    import('../../features/course/pages/CourseLearnPage.tsx').then((m) => ({ Component: m.CourseLearnPage })),
  ),
  lecturerTask: withTexts(['course', 'live', 'homework', 'questionnaire', 'training', 'study-plan'], () =>
    import('../../features/course/pages/LecturerTaskPage.tsx').then((m) => ({
      Component: m.LecturerTaskPage,
    })),
  ),
  lecturerCourseDetail: withTexts(['course'], () =>
    import('../../features/course/pages/LecturerCourseDetailPage.tsx').then((m) => ({
      Component: m.LecturerCourseDetailPage,
    })),
  ),
  myTask: withTexts(
    ['my-task', 'course', 'questionnaire', 'homework', 'live', 'training', 'study-plan'],
    () => import('../../features/my-task/pages/MyTaskPage.tsx').then((m) => ({ Component: m.MyTaskPage })),
  ),
  fillQuestionnaire: withTexts(['questionnaire'], () =>
    import('../../features/questionnaire/pages/FillQuestionnairePage.tsx').then((m) => ({
      Component: m.FillQuestionnairePage,
    })),
  ),
  checkQuestionnaire: withTexts(['questionnaire'], () =>
    import('../../features/questionnaire/pages/CheckQuestionnairePage.tsx').then((m) => ({
      Component: m.CheckQuestionnairePage,
    })),
  ),
  questionnaireResults: withTexts(['questionnaire'], () =>
    import('../../features/questionnaire/pages/LecturerResultsPage.tsx').then((m) => ({
      Component: m.LecturerResultsPage,
    })),
  ),
  learningPlanDetail: withTexts(['study-plan'], () =>
    import('../../features/study-plan/pages/LearningPlanDetailPage.tsx').then((m) => ({
      Component: m.LearningPlanDetailPage,
    })),
  ),
  homeworkDetail: withTexts(['homework'], () =>
    import('../../features/homework/pages/HomeworkDetailPage.tsx').then((m) => ({
      Component: m.HomeworkDetailPage,
    })),
  ),
  homeworkReview: withTexts(['homework'], () =>
    import('../../features/homework/pages/HomeworkReviewPage.tsx').then((m) => ({
      Component: m.HomeworkReviewPage,
    })),
  ),
  liveList: withTexts(['live'], () =>
    import('../../features/live/pages/LiveListPage.tsx').then((m) => ({ Component: m.LiveListPage })),
  ),
  liveDetail: withTexts(['live', 'course'], () =>
    import('../../features/live/pages/LiveDetailPage.tsx').then((m) => ({ Component: m.LiveDetailPage })),
  ),
  liveWatch: withTexts(['live'], () =>
    import('../../features/live/pages/WatchLivePage.tsx').then((m) => ({ Component: m.WatchLivePage })),
  ),
  liveWatchH5: withTexts(['live'], () =>
    import('../../features/live/pages/WatchLivePage.tsx').then((m) => ({ Component: m.WatchLiveH5Page })),
  ),
  liveReplay: withTexts(['live'], () =>
    import('../../features/live/pages/ReplayPage.tsx').then((m) => ({ Component: m.ReplayPage })),
  ),
  beginLive: withTexts(['live'], () =>
    import('../../features/live/pages/BeginLivePage.tsx').then((m) => ({ Component: m.BeginLivePage })),
  ),
  trainIndex: withTexts(['training'], () =>
    import('../../features/training/pages/TrainIndexPage.tsx').then((m) => ({ Component: m.TrainIndexPage })),
  ),
  internalTraining: withTexts(['training'], () =>
    import('../../features/training/pages/TrainIndexPage.tsx').then((m) => ({
      Component: m.InternalTrainingPage,
    })),
  ),
  externalTraining: withTexts(['training'], () =>
    import('../../features/training/pages/TrainIndexPage.tsx').then((m) => ({
      Component: m.ExternalTrainingPage,
    })),
  ),
  trainDetail: withTexts(['training'], () =>
    import('../../features/training/pages/TrainDetailPage.tsx').then((m) => ({
      Component: m.TrainDetailPage,
    })),
  ),
  trainSign: withTexts(['training'], () =>
    import('../../features/training/pages/TrainSignPage.tsx').then((m) => ({ Component: m.TrainSignPage })),
  ),
  certificate: withTexts(['training'], () =>
    import('../../features/training/pages/CertificatePage.tsx').then((m) => ({
      Component: m.CertificatePage,
    })),
  ),
  certificateDetail: withTexts(['training'], () =>
    import('../../features/training/pages/CertificatePage.tsx').then((m) => ({
      Component: m.CertificateDetailPage,
    })),
  ),
  certificateVerify: withTexts(['training'], () =>
    import('../../features/training/pages/VerifyPage.tsx').then((m) => ({ Component: m.VerifyPage })),
  ),
} satisfies Record<string, PageLoader>;
