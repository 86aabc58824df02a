// The admin course list (the original's 课程管理, #/course/courseDraft): search by name/number, category
// and state; create, edit, publish/unpublish (also in batch), copy, learners and assignment, delete (the
// server refuses while anyone studies it; always confirmed); export of the filtered list.
import { courseAdminPaths, type TAdminCourseRow, type TCategoryNode, type TPage } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  adminFeedback,
  confirmAction,
  ListPage,
  type SearchOption,
} from '../../../admin/components/index.ts';
import { http } from '../../../lib/http/index.ts';
import { courseAdminApi, courseAdminKeys, useCategories } from './api.ts';
import './course-admin.css';

function flatten(nodes: TCategoryNode[], depth = 0): SearchOption[] {
  return nodes.flatMap((node) => [
    { value: node.id, label: `${'— '.repeat(depth)}${node.name}` },
    ...flatten(node.children, depth + 1),
  ]);
}

export function Component() {
  const { t } = useTranslation('course');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useCategories();
  const refresh = () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.list });
  const run = async (action: () => Promise<unknown>) => {
    await action();
    adminFeedback.success(t('admin.done'));
    await refresh();
  };
  const remove = (row: TAdminCourseRow) =>
    confirmAction({
      content: t('admin.course.deleteConfirm', { name: row.name }),
      danger: true,
      onOk: () => run(() => courseAdminApi.remove(row.id)),
    });

  return (
    <div className="course-admin">
      <ListPage<TAdminCourseRow>
        title={t('admin.course.title')}
        queryKey={courseAdminKeys.list}
        fetchPage={(query) => http.get<TPage<TAdminCourseRow>>(courseAdminPaths.courseList, query)}
        rowKey="id"
        testId="course-admin-list"
        emptyText={t('admin.course.empty')}
        searchFields={[
          { kind: 'text', name: 'courseName', label: t('admin.course.search'), maxLength: 100 },
          {
            kind: 'select',
            name: 'catalogId',
            label: t('admin.course.category'),
            options: flatten(categories.data ?? []),
          },
          {
            kind: 'select',
            name: 'status',
            label: t('admin.status'),
            options: [
              { value: 1, label: t('admin.course.published') },
              { value: 2, label: t('admin.course.draft') },
            ],
          },
        ]}
        exportTo={{ path: courseAdminPaths.exportCourseList, fileName: `${t('admin.course.title')}.xlsx` }}
        toolbar={
          <Button
            type="primary"
            onClick={() => navigate('/course/establishCourse')}
            data-testid="course-create"
          >
            {t('admin.course.create')}
          </Button>
        }
        batchActions={[
          {
            key: 'publish',
            label: t('admin.course.publish'),
            run: (rows) =>
              courseAdminApi.shelf(
                rows.map((r) => r.id),
                1,
              ),
          },
          {
            key: 'unpublish',
            label: t('admin.course.unpublish'),
            confirmText: t('admin.course.unpublishConfirm'),
            run: (rows) =>
              courseAdminApi.shelf(
                rows.map((r) => r.id),
                0,
              ),
          },
        ]}
        columns={[
          { title: t('admin.course.name'), dataIndex: 'name' },
          { title: t('admin.course.courseNo'), dataIndex: 'courseNo', width: 120 },
          { title: t('admin.course.category'), dataIndex: 'catalogName', width: 140 },
          { title: t('admin.course.lecturer'), dataIndex: 'teacherName', width: 110 },
          { title: t('admin.course.chapters'), dataIndex: 'chapterNum', width: 80 },
          {
            title: t('admin.status'),
            width: 150,
            render: (_, row) => (
              <Space size={4}>
                {row.status === 1 ? (
                  <span className="course-admin-state course-admin-state--blue">
                    {t('admin.course.published')}
                  </span>
                ) : (
                  <span className="course-admin-state">{t('admin.course.draft')}</span>
                )}
                {row.isPutaway === 1 && (
                  <span className="course-admin-state course-admin-state--on">
                    {t('admin.course.onShelf')}
                  </span>
                )}
              </Space>
            ),
          },
          {
            title: t('admin.actions'),
            width: 330,
            render: (_, row) => (
              <Space size={0} wrap>
                <Button type="link" onClick={() => navigate(`/course/establishCourse?id=${row.id}`)}>
                  {t('admin.edit')}
                </Button>
                <Button
                  type="link"
                  onClick={() => void run(() => courseAdminApi.shelf([row.id], row.isPutaway ? 0 : 1))}
                >
                  {row.isPutaway ? t('admin.course.unpublish') : t('admin.course.publish')}
                </Button>
                <Button type="link" onClick={() => navigate(`/course/detail?id=${row.id}`)}>
                  {t('admin.course.assign')}
                </Button>
                <Button type="link" onClick={() => void run(() => courseAdminApi.copy(row.id))}>
                  {t('admin.course.copy')}
                </Button>
                <Button type="link" danger onClick={() => void remove(row)}>
                  {t('admin.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
