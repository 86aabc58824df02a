// The header's navigation (SPEC §2 Header): home; learning resources — replaced by my learning for
// learners and by lecturer tasks for the lecturer identity; then the site-wide sections.
import type { TFunction } from 'i18next';

/** Reads a text of the `layout` namespace (a function so every key is type-checked where it is written). */
export type LayoutText = (t: TFunction<'layout'>) => string;

export type NavPanelItem = {
  key: string;
  title: LayoutText;
  description: LayoutText;
  to: string;
  icon: NavIcon;
};

/** The picture of a panel item (drawn by NavPanel, which holds the icon set). */
export type NavIcon =
  | 'course'
  | 'live'
  | 'training'
  | 'exam'
  | 'myLearn'
  | 'homework'
  | 'myExam'
  | 'questionnaire'
  | 'studyMap'
  | 'studyPlan';

export type NavLink = { kind: 'link'; key: string; label: LayoutText; to: string; match: string[] };
export type NavMenu = {
  kind: 'menu';
  key: string;
  label: LayoutText;
  items: NavPanelItem[];
  match: string[];
};
export type NavEntry = NavLink | NavMenu;

export type Audience = 'guest' | 'learner' | 'lecturer';

const learningResources: NavMenu = {
  kind: 'menu',
  key: 'learningResources',
  label: (t) => t('nav.learningResources'),
  match: ['/course', '/live', '/train', '/exam'],
  items: [
    {
      key: 'course',
      title: (t) => t('resources.course.title'),
      description: (t) => t('resources.course.description'),
      to: '/course/list',
      icon: 'course',
    },
    {
      key: 'live',
      title: (t) => t('resources.live.title'),
      description: (t) => t('resources.live.description'),
      to: '/live/list',
      icon: 'live',
    },
    {
      key: 'training',
      title: (t) => t('resources.training.title'),
      description: (t) => t('resources.training.description'),
      to: '/train/index',
      icon: 'training',
    },
    {
      key: 'exam',
      title: (t) => t('resources.exam.title'),
      description: (t) => t('resources.exam.description'),
      to: '/exam/list',
      icon: 'exam',
    },
  ],
};

const myLearning: NavMenu = {
  kind: 'menu',
  key: 'myLearning',
  label: (t) => t('nav.myLearning'),
  match: ['/myTask'],
  items: [
    {
      key: 'myLearn',
      title: (t) => t('myLearning.myLearn.title'),
      description: (t) => t('myLearning.myLearn.description'),
      to: '/myTask?clickData=myLearn',
      icon: 'myLearn',
    },
    {
      key: 'myHomeWork',
      title: (t) => t('myLearning.myHomeWork.title'),
      description: (t) => t('myLearning.myHomeWork.description'),
      to: '/myTask?clickData=myHomeWork',
      icon: 'homework',
    },
    {
      key: 'myExamList',
      title: (t) => t('myLearning.myExamList.title'),
      description: (t) => t('myLearning.myExamList.description'),
      to: '/myTask?clickData=myExamList',
      icon: 'myExam',
    },
    {
      key: 'questionnaire',
      title: (t) => t('myLearning.questionnaire.title'),
      description: (t) => t('myLearning.questionnaire.description'),
      to: '/myTask?clickData=questionnaire',
      icon: 'questionnaire',
    },
    {
      key: 'studyMap',
      title: (t) => t('myLearning.studyMap.title'),
      description: (t) => t('myLearning.studyMap.description'),
      to: '/myTask?clickData=studyMap',
      icon: 'studyMap',
    },
  ],
};

const lecturerTasks: NavMenu = {
  kind: 'menu',
  key: 'lecturerTasks',
  label: (t) => t('nav.lecturerTasks'),
  match: ['/lecturerTask'],
  items: [
    {
      key: 'course',
      title: (t) => t('lecturerTasks.course.title'),
      description: (t) => t('lecturerTasks.course.description'),
      to: '/lecturerTask/task?clickData=course',
      icon: 'course',
    },
    {
      key: 'live',
      title: (t) => t('lecturerTasks.live.title'),
      description: (t) => t('lecturerTasks.live.description'),
      to: '/lecturerTask/task?clickData=live',
      icon: 'live',
    },
    {
      key: 'training',
      title: (t) => t('lecturerTasks.training.title'),
      description: (t) => t('lecturerTasks.training.description'),
      to: '/lecturerTask/task?clickData=train',
      icon: 'training',
    },
    {
      key: 'studyPlan',
      title: (t) => t('lecturerTasks.studyPlan.title'),
      description: (t) => t('lecturerTasks.studyPlan.description'),
      to: '/lecturerTask/task?clickData=studyPlan',
      icon: 'studyPlan',
    },
  ],
};

const link = (key: string, label: LayoutText, to: string, match: string[] = [to]): NavLink => ({
  kind: 'link',
  key,
  label,
  to,
  match,
});

export function navEntries(audience: Audience): NavEntry[] {
  const second =
    audience === 'lecturer' ? lecturerTasks : audience === 'learner' ? myLearning : learningResources;
  return [
    link('home', (t) => t('nav.home'), '/home'),
    second,
    link('knowledgeSite', (t) => t('nav.knowledgeSite'), '/knowledge/list', ['/knowledge/']),
    link('memberCenter', (t) => t('nav.memberCenter'), '/memberCenter'),
    link('news', (t) => t('nav.news'), '/news/list', ['/news']),
    link('community', (t) => t('nav.community'), '/community', ['/community']),
    link('activities', (t) => t('nav.activities'), '/operating/activitiesCenter', ['/operating']),
    link('knowledgeSystem', (t) => t('nav.knowledgeSystem'), '/knowledge-system'),
  ];
}

/** True when the current path belongs to the entry (for the active underline). */
export function isActive(entry: NavEntry, pathname: string): boolean {
  return entry.match.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}
