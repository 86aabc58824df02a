// The courses sub-tab of My Task's study tab (SPEC §2): list 1, my required courses (sizes 10/20/30/50/100,
// default 10) and list 2, my electives (4 per row; sizes 20/40/60/80/100, default 20). In manage mode both
// show checkboxes; select-all skips assigned courses (isRemove 0) and is indeterminate in between; 'remove
// from my study' needs at least one and reports '已成功将N个课程移出我的学习'.
import { PAGE_SIZES, type TCourseCard } from '@elearning/shared';
import { Button, Checkbox } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { CardGridSkeleton } from '../../../components/Skeletons.tsx';
import { useSharedText } from '../../../i18n/hooks.ts';
import { useMyCourses, useMyElectives, useRemoveFromStudy } from '../api.ts';
import { selectAllState, toggleAll, toggleOne } from '../selection.ts';
import { StudyCourseCard } from './StudyCourseCard.tsx';

type Paging = { pageNo: number; pageSize: number };

function Section(props: {
  title: string;
  total: number;
  loading: boolean;
  courses: TCourseCard[];
  testId: string;
  children: (course: TCourseCard) => ReactNode;
  pager: ReactNode;
}) {
  return (
    <section className="study-section" data-testid={props.testId}>
      <h2 className="study-section__title">
        {props.title}
        <span>{props.total}</span>
      </h2>
      {props.loading ? (
        <CardGridSkeleton count={4} />
      ) : props.courses.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="study-grid">{props.courses.map(props.children)}</div>
      )}
      {props.pager}
    </section>
  );
}

export function CourseStudyPanel({ manage }: { manage: boolean }) {
  const { t } = useTranslation('my-task');
  const shared = useSharedText();
  const [requiredPage, setRequiredPage] = useState<Paging>({
    pageNo: 1,
    pageSize: PAGE_SIZES.requiredCourse.default,
  });
  const [electivePage, setElectivePage] = useState<Paging>({
    pageNo: 1,
    pageSize: PAGE_SIZES.electiveCourse.default,
  });
  const courses = useMyCourses(requiredPage.pageNo, requiredPage.pageSize);
  const electives = useMyElectives(electivePage.pageNo, electivePage.pageSize);
  const remove = useRemoveFromStudy();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());

  // Toggling the mode resets the selection (SPEC §2): adjusted while rendering, as React advises.
  const [selectionMode, setSelectionMode] = useState(manage);
  if (selectionMode !== manage) {
    setSelectionMode(manage);
    setSelected(new Set());
  }

  const required = courses.data?.data ?? [];
  const elective = electives.data?.data ?? [];
  const shown = [...required, ...elective];
  const all = selectAllState(shown, selected);

  const removeSelected = () => {
    if (selected.size === 0) {
      feedback.error(shared('myTask.selectAtLeastOne'));
      return;
    }
    const ids = [...selected];
    feedback.confirm({
      title: t('selection.remove'),
      content: t('selection.removeConfirm', { count: ids.length }),
      okText: t('selection.confirm'),
      cancelText: t('selection.cancel'),
      testId: 'study-remove-confirm',
      onOk: () =>
        remove.mutateAsync(ids).then(({ removedNum }) => {
          setSelected(new Set());
          feedback.success(shared('myTask.removedCourses', { count: removedNum }));
        }),
    });
  };

  const card = (variant: 'required' | 'elective') => (course: TCourseCard) => (
    <StudyCourseCard
      key={`${variant}-${course.id}`}
      course={course}
      variant={variant}
      manage={manage}
      selected={selected.has(course.id)}
      onToggle={() => setSelected(toggleOne(course, selected))}
    />
  );

  return (
    <div className="course-study-panel">
      <Section
        title={t('required.title')}
        total={courses.data?.totalNum ?? 0}
        loading={courses.isPending}
        courses={required}
        testId="required-list"
        pager={
          <Pager
            pageNo={requiredPage.pageNo}
            pageSize={requiredPage.pageSize}
            total={courses.data?.totalNum ?? 0}
            pageSizes={PAGE_SIZES.requiredCourse.options}
            onChange={(pageNo, pageSize) => setRequiredPage({ pageNo, pageSize })}
            label={t('required.title')}
          />
        }
      >
        {card('required')}
      </Section>
      <Section
        title={t('elective.title')}
        total={electives.data?.totalNum ?? 0}
        loading={electives.isPending}
        courses={elective}
        testId="elective-list"
        pager={
          <Pager
            pageNo={electivePage.pageNo}
            pageSize={electivePage.pageSize}
            total={electives.data?.totalNum ?? 0}
            pageSizes={PAGE_SIZES.electiveCourse.options}
            onChange={(pageNo, pageSize) => setElectivePage({ pageNo, pageSize })}
            keepScroll
            label={t('elective.title')}
          />
        }
      >
        {card('elective')}
      </Section>
      {manage ? (
        <div className="selection-bar" data-testid="selection-bar">
          <Checkbox
            checked={all.checked}
            indeterminate={all.indeterminate}
            disabled={all.disabled}
            onChange={(event) => setSelected(toggleAll(shown, selected, event.target.checked))}
            data-testid="select-all"
          >
            {t('selection.selectAll')}
          </Checkbox>
          <span className="selection-bar__count" data-testid="selection-count">
            {t('selection.selected', { count: selected.size })}
          </span>
          <Button
            type="primary"
            danger
            onClick={removeSelected}
            loading={remove.isPending}
            data-testid="remove-from-study"
          >
            {t('selection.remove')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
