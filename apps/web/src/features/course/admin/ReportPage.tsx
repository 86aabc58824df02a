// The course report (the original's 课程报表, #/report/courseForm): per course its learners, how many
// started and finished, the completion rate, mean progress and total study time; filter and export.
import { courseAdminPaths, type TCategoryNode, type TCourseReportRow, type TPage } from '@elearning/shared';
import { Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage, type SearchOption } from '../../../admin/components/index.ts';
import { http } from '../../../lib/http/index.ts';
import { courseAdminKeys, useCategories } from './api.ts';
import './course-admin.css';

function flatten(nodes: TCategoryNode[]): SearchOption[] {
  return nodes.flatMap((node) => [{ value: node.id, label: node.name }, ...flatten(node.children)]);
}

export function Component() {
  const { t } = useTranslation('course');
  const navigate = useNavigate();
  const categories = useCategories();
  return (
    <div className="course-admin">
      <ListPage<TCourseReportRow>
        title={t('admin.report.title')}
        queryKey={courseAdminKeys.report}
        fetchPage={(query) => http.get<TPage<TCourseReportRow>>(courseAdminPaths.reportList, query)}
        rowKey="courseId"
        testId="course-report"
        emptyText={t('admin.course.empty')}
        searchFields={[
          { kind: 'text', name: 'courseName', label: t('admin.course.name'), maxLength: 100 },
          {
            kind: 'select',
            name: 'categoryId',
            label: t('admin.course.category'),
            options: flatten(categories.data ?? []),
          },
        ]}
        exportTo={{ path: courseAdminPaths.exportReportList, fileName: `${t('admin.report.title')}.xlsx` }}
        columns={[
          {
            title: t('admin.course.name'),
            render: (_, row) => (
              <Button type="link" onClick={() => navigate(`/course/detail?id=${row.courseId}`)}>
                {row.courseName}
              </Button>
            ),
          },
          { title: t('admin.course.category'), dataIndex: 'catalogName' },
          { title: t('admin.course.lecturer'), dataIndex: 'teacherName' },
          { title: t('admin.report.learnerNum'), dataIndex: 'learnerNum', width: 90 },
          { title: t('admin.report.started'), dataIndex: 'startedNum', width: 90 },
          { title: t('admin.report.finished'), dataIndex: 'finishedNum', width: 90 },
          {
            title: t('admin.report.completion'),
            width: 160,
            render: (_, row) => <Progress percent={row.completionRate} size="small" />,
          },
          {
            title: t('admin.report.averageProgress'),
            render: (_, row) => `${row.averageProgress}%`,
            width: 110,
          },
          {
            title: t('admin.report.minutes'),
            render: (_, row) => Math.round(row.studySeconds / 60),
            width: 120,
          },
        ]}
      />
    </div>
  );
}
