// 学习资源 (/learn/list, the original's learn/List.vue): my required courses (myRequireCourse) and my
// electives (myElectiveCourse) with their counts beside, one list at a time; each with its SPEC §9 page
// sizes (required 10/20/30/50/100, default 10; elective 20/40/60/80/100, default 20), the pager, and its
// loading, empty and failed states. The list and page live in the URL.
import type { TCoursePageReply } from '@elearning/shared';
import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { ListSkeleton } from '../../../components/Skeletons.tsx';
import { useMyElectives, useRequiredCourses } from '../api.ts';
import { LearnCourseRow } from '../components/LearnCourseRow.tsx';
import {
  defaultSizeOf,
  LEARN_LISTS,
  type LearnList,
  type LearnQuery,
  pageSizesOf,
  readLearnQuery,
  writeLearnQuery,
} from '../paging.ts';
import '../learn.css';

type ListState = {
  data: TCoursePageReply | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
};

function CourseRows({ state, list }: { state: ListState; list: LearnList }) {
  const { t } = useTranslation('learn');
  const { t: tc } = useTranslation();
  if (state.isLoading) return <ListSkeleton rows={4} />;
  if (state.isError)
    return (
      <EmptyState description={t('loadFailed')} testId="learn-list-error">
        <Button onClick={() => void state.refetch()}>{tc('actions.retry')}</Button>
      </EmptyState>
    );
  const courses = state.data?.data ?? [];
  if (courses.length === 0) return <EmptyState testId="learn-list-empty" />;
  return (
    <ul className="learn-rows" data-testid="learn-rows">
      {courses.map((course) => (
        <LearnCourseRow
          key={course.id}
          course={course}
          title={list === 'elective' ? course.menuName || course.name : course.name}
        />
      ))}
    </ul>
  );
}

export function LearnListPage() {
  const { t } = useTranslation('learn');
  const [params, setParams] = useSearchParams();
  const query = readLearnQuery(params);
  const headingId = useId();
  // Both lists are asked for, so each count shows beside its name; the one not shown is its first page.
  const requiredPage = query.list === 'required' ? query : { pageNo: 1, pageSize: defaultSizeOf('required') };
  const electivePage = query.list === 'elective' ? query : { pageNo: 1, pageSize: defaultSizeOf('elective') };
  const required = useRequiredCourses(requiredPage.pageNo, requiredPage.pageSize);
  const electives = useMyElectives(electivePage.pageNo, electivePage.pageSize);
  const lists: Record<LearnList, ListState> = { required, elective: electives };
  const current = lists[query.list];
  const go = (next: LearnQuery) => setParams(writeLearnQuery(next));
  const total = (list: LearnList) => lists[list].data?.totalNum;
  const all = (total('required') ?? 0) + (total('elective') ?? 0);

  return (
    <div className="page-container learn-page" data-testid="learn-page">
      <h1 className="learn-page__title">
        {t('title')}
        <span className="learn-page__count">{t('allCourses', { count: all })}</span>
      </h1>
      <div className="learn-page__layout">
        <nav className="learn-nav" aria-label={t('navLabel')}>
          <ul>
            {LEARN_LISTS.map((list) => (
              <li key={list}>
                <button
                  type="button"
                  className={list === query.list ? 'is-active' : ''}
                  aria-current={list === query.list ? 'page' : undefined}
                  onClick={() => go({ list, pageNo: 1, pageSize: defaultSizeOf(list) })}
                  data-testid={`learn-nav-${list}`}
                >
                  <span>{t(`lists.${list}`)}</span>
                  <span className="learn-nav__count">{total(list) ?? '…'}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="learn-panel" aria-labelledby={headingId} data-testid={`learn-list-${query.list}`}>
          <h2 id={headingId} className="learn-panel__title">
            {t(`lists.${query.list}`)}
          </h2>
          <CourseRows state={current} list={query.list} />
          <Pager
            pageNo={query.pageNo}
            pageSize={query.pageSize}
            total={current.data?.totalNum ?? 0}
            pageSizes={pageSizesOf(query.list)}
            label={t(`lists.${query.list}`)}
            onChange={(pageNo, pageSize) => go({ ...query, pageNo, pageSize })}
          />
        </section>
      </div>
    </div>
  );
}
