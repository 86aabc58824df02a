// My Task (/myTask, SPEC §2): tabs study, homework, exam, questionnaire and study map, each with a count
// badge except the map; the initial tab from ?clickData= (or questionnaire when a questionnaire parameter
// is set). The study tab has sub-tabs courses, live, training and study plan — the last two only when the
// learner has any (probed with page size 10) — and a manage/done toggle, absent on study plan and reset on
// every tab change.
import { Button, Spin, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CountBadge } from '../../../components/CountBadge.tsx';
import { useExamTodoNum } from '../../exam/api.ts';
import { useHomeworkTodoNum } from '../../homework/api.ts';
import { MyLivePanel } from '../../live/components/MyLivePanel.tsx';
import { useQuestionnaireTodoNum } from '../../questionnaire/api.ts';
import { useHasPlans } from '../../study-plan/api.ts';
import { MyPlanPanel } from '../../study-plan/components/MyPlanPanel.tsx';
import { MyTrainPanel } from '../../training/components/MyTrainPanel.tsx';
import { useHasTrainings, useTodoCount } from '../api.ts';
import { CourseStudyPanel } from '../components/CourseStudyPanel.tsx';
import '../my-task.css';

const ExamList = lazy(() =>
  import('../../exam/components/ExamList.tsx').then((module) => ({ default: module.ExamList })),
);
const HomeworkTab = lazy(() =>
  import('../../homework/components/HomeworkTab.tsx').then((module) => ({ default: module.HomeworkTab })),
);
const StudyMapTab = lazy(() =>
  import('../../study-map/components/StudyMapTab.tsx').then((module) => ({ default: module.StudyMapTab })),
);
const QuestionnaireTab = lazy(() =>
  import('../../questionnaire/components/QuestionnaireTab.tsx').then((module) => ({
    default: module.QuestionnaireTab,
  })),
);

const TABS = ['myLearn', 'myHomeWork', 'myExamList', 'questionnaire', 'studyMap'] as const;
type Tab = (typeof TABS)[number];
type SubTab = 'course' | 'live' | 'training' | 'plan';

/** Paths of the original's nested routes, mapped to the tab and sub-tab they open. */
const PATH_TABS: Record<string, { tab: Tab; sub?: SubTab }> = {
  '/myTask/myLearn/myRequiredList': { tab: 'myLearn', sub: 'course' },
  '/myTask/myLearn/myElectiveList': { tab: 'myLearn', sub: 'course' },
  '/myTask/myLearn/myLiveList': { tab: 'myLearn', sub: 'live' },
  '/myTask/myLearn/myTrainList': { tab: 'myLearn', sub: 'training' },
  '/myTask/myExamList': { tab: 'myExamList' },
};

function initialTab(params: URLSearchParams, pathname: string): Tab {
  const fromPath = PATH_TABS[pathname]?.tab;
  if (fromPath) return fromPath;
  if (params.has('questionnaire') || params.has('asqPlanId')) return 'questionnaire';
  const clickData = params.get('clickData');
  return TABS.find((tab) => tab === clickData) ?? 'myLearn';
}

function StudyTab() {
  const { t } = useTranslation('my-task');
  const location = useLocation();
  const hasTraining = useHasTrainings().data === true;
  const [sub, setSub] = useState<SubTab>(PATH_TABS[location.pathname]?.sub ?? 'course');
  const [manage, setManage] = useState(false);
  const hasPlans = useHasPlans().data === true;
  const subs: SubTab[] = [
    'course',
    'live',
    ...(hasTraining ? ['training' as const] : []),
    ...(hasPlans ? ['plan' as const] : []),
  ];
  const active = subs.includes(sub) ? sub : 'course';

  // The manage toggle sits beside the sub-tabs, not in antd's tab bar: a tablist may hold only tabs.
  return (
    <div className="study-tab">
      {active === 'plan' ? null : (
        <Button
          className="study-tab__manage"
          type={manage ? 'primary' : 'default'}
          onClick={() => setManage(!manage)}
          data-testid="manage-toggle"
        >
          {manage ? t('done') : t('manage')}
        </Button>
      )}
      <Tabs
        className="study-subtabs"
        activeKey={active}
        onChange={(key) => {
          setSub(key as SubTab);
          setManage(false);
        }}
        items={subs.map((key) => ({
          key,
          label: t(`studyTabs.${key}`),
          children:
            key === 'course' ? (
              <CourseStudyPanel manage={manage && active === 'course'} />
            ) : key === 'live' ? (
              <MyLivePanel manage={manage && active === 'live'} />
            ) : key === 'plan' ? (
              <MyPlanPanel />
            ) : (
              <MyTrainPanel manage={manage && active === 'training'} />
            ),
        }))}
      />
    </div>
  );
}

export function MyTaskPage() {
  const { t } = useTranslation('my-task');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = initialTab(params, location.pathname);
  const study = useTodoCount('studyTodoNum').data ?? 0;
  const homework = useHomeworkTodoNum().data ?? 0;
  const exam = useExamTodoNum().data ?? 0;
  const questionnaire = useQuestionnaireTodoNum().data ?? 0;
  const counts: Record<Tab, number | undefined> = {
    myLearn: study,
    myHomeWork: homework,
    myExamList: exam,
    questionnaire,
    studyMap: undefined,
  };

  const content = (key: Tab) => {
    switch (key) {
      case 'myLearn':
        return <StudyTab />;
      case 'myExamList':
        return (
          <Suspense fallback={<Spin />}>
            <ExamList context="task" />
          </Suspense>
        );
      case 'myHomeWork':
        return (
          <Suspense fallback={<Spin />}>
            <HomeworkTab />
          </Suspense>
        );
      case 'questionnaire':
        return (
          <Suspense fallback={<Spin />}>
            <QuestionnaireTab />
          </Suspense>
        );
      case 'studyMap':
        return (
          <Suspense fallback={<Spin />}>
            <StudyMapTab />
          </Suspense>
        );
    }
  };

  return (
    <div className="page-container my-task-page" data-testid="my-task-page">
      <h1 className="visually-hidden">{t('myTask', { ns: 'routes' })}</h1>
      <Tabs
        className="my-task-tabs"
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => navigate(`/myTask?clickData=${key}`)}
        items={TABS.map((key) => ({
          key,
          label: (
            <span className="my-task-tab" data-testid={`tab-${key}`}>
              {t(`tabs.${key}`)}
              {counts[key] !== undefined ? (
                <CountBadge count={counts[key] ?? 0} testId={`badge-${key}`} />
              ) : null}
            </span>
          ),
          children: content(key),
        }))}
      />
    </div>
  );
}
