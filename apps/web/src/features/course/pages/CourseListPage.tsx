// The course centre (/course/list): knowledge-system filter (two levels), lecturer and keyword filters,
// sort (newest, popular, top rated), a grid of 4 cards per row and the pager; every choice lives in the URL.
import { COURSE_RULES, CourseSort, PAGE_SIZES, type TKnowledgeSystem } from '@elearning/shared';
import { Input, Segmented, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { CardGridSkeleton } from '../../../components/Skeletons.tsx';
import { type CourseListQuery, useCourseLecturers, useCourseList, useKnowledgeTree } from '../api.ts';
import { CourseCard } from '../components/CourseCard.tsx';
import '../course.css';

function positive(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

const SORTS = [CourseSort.newest, CourseSort.popular, CourseSort.rating] as const;

function isSort(value: string | null): value is CourseSort {
  return SORTS.some((sort) => sort === value);
}

function rootOf(tree: TKnowledgeSystem[], id: number | undefined): TKnowledgeSystem | undefined {
  if (id === undefined) return undefined;
  return tree.find((root) => root.id === id || root.children.some((child) => child.id === id));
}

function Chips({
  items,
  active,
  onPick,
  allLabel,
  testId,
}: {
  items: { id: number; name: string }[];
  active: number | undefined;
  onPick: (id: number | undefined) => void;
  allLabel: string;
  testId: string;
}) {
  return (
    <div className="filter-chips" data-testid={testId}>
      <button
        type="button"
        className={active === undefined ? 'is-active' : ''}
        onClick={() => onPick(undefined)}
      >
        {allLabel}
      </button>
      {items.map((item) => (
        <button
          type="button"
          key={item.id}
          className={active === item.id ? 'is-active' : ''}
          onClick={() => onPick(item.id)}
        >
          {item.name}
        </button>
      ))}
    </div>
  );
}

export function CourseListPage() {
  const { t } = useTranslation('course');
  const { t: title } = useTranslation('routes');
  const lecturerLabel = useId();
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const query: CourseListQuery = {
    pageNo: positive(params.get('pageNo')) ?? 1,
    // A grid of 4 per row pages like the elective grid (SPEC §9): 20, 40, 60, 80, 100.
    pageSize: positive(params.get('pageSize')) ?? PAGE_SIZES.electiveCourse.default,
    knowledgeSystemId: positive(params.get('ks')),
    teacherId: positive(params.get('teacher')),
    keyword: params.get('keyword') ?? undefined,
    sort: isSort(sortParam) ? sortParam : CourseSort.newest,
  };
  const list = useCourseList(query);
  const tree = useKnowledgeTree().data ?? [];
  const lecturers = useCourseLecturers().data ?? [];
  const root = rootOf(tree, query.knowledgeSystemId);

  const update = (
    next: Partial<Record<'ks' | 'teacher' | 'keyword' | 'sort' | 'pageNo' | 'pageSize', string | undefined>>,
  ) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '') merged.delete(key);
      else merged.set(key, value);
    }
    if (!('pageNo' in next)) merged.delete('pageNo');
    setParams(merged);
  };

  const courses = list.data?.data ?? [];
  return (
    <div className="page-container course-list-page" data-testid="course-list-page">
      <h1 className="visually-hidden">{title('courseList')}</h1>
      <section className="course-filters">
        <div className="course-filters__row">
          <span className="course-filters__label">{t('list.knowledgeSystem')}</span>
          <Chips
            items={tree}
            active={root?.id}
            onPick={(id) => update({ ks: id === undefined ? undefined : String(id) })}
            allLabel={t('list.allSystems')}
            testId="filter-knowledge"
          />
        </div>
        {root && root.children.length > 0 ? (
          <div className="course-filters__row course-filters__row--sub">
            <span className="course-filters__label" />
            <Chips
              items={root.children}
              active={query.knowledgeSystemId === root.id ? undefined : query.knowledgeSystemId}
              onPick={(id) => update({ ks: String(id ?? root.id) })}
              allLabel={t('list.allSystems')}
              testId="filter-knowledge-child"
            />
          </div>
        ) : null}
        <div className="course-filters__row course-filters__row--tools">
          <span className="course-filters__label" id={lecturerLabel}>
            {t('list.lecturer')}
          </span>
          <Select
            aria-labelledby={lecturerLabel}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('list.allLecturers')}
            value={query.teacherId}
            onChange={(value?: number) =>
              update({ teacher: value === undefined ? undefined : String(value) })
            }
            options={lecturers.map((lecturer) => ({ value: lecturer.id, label: lecturer.name }))}
            style={{ width: 180 }}
            data-testid="filter-lecturer"
          />
          <Input.Search
            allowClear
            defaultValue={query.keyword}
            key={query.keyword ?? ''}
            maxLength={COURSE_RULES.keywordMax}
            placeholder={t('list.keyword')}
            aria-label={t('list.keyword')}
            onSearch={(value) => update({ keyword: value.trim() || undefined })}
            style={{ width: 280, marginLeft: 'auto' }}
            data-testid="filter-keyword"
          />
        </div>
      </section>

      <div className="course-list-head">
        <Segmented
          value={query.sort}
          onChange={(value) => update({ sort: String(value) })}
          options={SORTS.map((sort) => ({ value: sort, label: t(`list.sort.${sort}`) }))}
          data-testid="course-sort"
        />
        <span className="course-list-head__total">
          {t('list.total', { count: list.data?.totalNum ?? 0 })}
        </span>
      </div>

      {list.isPending ? (
        <CardGridSkeleton count={8} />
      ) : courses.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="course-grid" aria-busy={list.isFetching}>
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </div>
      )}
      <Pager
        pageNo={query.pageNo}
        pageSize={query.pageSize}
        total={list.data?.totalNum ?? 0}
        pageSizes={PAGE_SIZES.electiveCourse.options}
        onChange={(pageNo, pageSize) => update({ pageNo: String(pageNo), pageSize: String(pageSize) })}
      />
    </div>
  );
}
