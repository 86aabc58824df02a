// One course's required assignment and learners (the original's 课程详情, #/course/detail?id=): assign to
// org units, positions or users with a deadline; remove an assignment (confirmed); the learners with their
// progress and study time, and their export.
import {
  courseAdminPaths,
  type TCourseAssignment,
  type TCourseStudyRow,
  type TPage,
} from '@elearning/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { adminFeedback, ListPage } from '../../../admin/components/index.ts';
import { http } from '../../../lib/http/index.ts';
import { courseAdminApi, courseAdminKeys } from './api.ts';
import { type PickedTarget, TargetPicker } from './TargetPicker.tsx';
import './course-admin.css';

const day = (ms: number | null) => (ms === null ? '—' : new Date(ms).toLocaleDateString());

export function Component() {
  const { t } = useTranslation('course');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const courseId = Number(params.get('id')) || 0;
  const course = useQuery({
    queryKey: courseAdminKeys.detail(courseId),
    queryFn: () => courseAdminApi.detail(courseId),
  });
  const [targets, setTargets] = useState<PickedTarget[]>([]);
  const [deadline, setDeadline] = useState<Dayjs | null>(null);
  const [busy, setBusy] = useState(false);

  const assign = async () => {
    setBusy(true);
    try {
      await courseAdminApi.assign({
        courseId,
        targets: targets.map(({ type, id }) => ({ type, id })),
        deadline: deadline ? deadline.endOf('day').toDate() : undefined,
      });
      setTargets([]);
      adminFeedback.success(t('admin.assign.done'));
      await queryClient.invalidateQueries({ queryKey: courseAdminKeys.assignments });
      await queryClient.invalidateQueries({ queryKey: courseAdminKeys.learners });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space className="course-admin" direction="vertical" size="large" style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 20 }}>
          {t('admin.assign.title', { name: course.data?.name ?? '' })}
        </Typography.Title>
        <Form layout="vertical">
          <Form.Item label={t('admin.assign.targets')}>
            <TargetPicker value={targets} onChange={setTargets} />
          </Form.Item>
          <Form.Item label={t('admin.assign.deadline')} htmlFor="assign-deadline">
            <DatePicker
              id="assign-deadline"
              value={deadline}
              onChange={setDeadline}
              data-testid="assign-deadline"
            />
          </Form.Item>
          <Button
            type="primary"
            onClick={() => void assign()}
            disabled={targets.length === 0}
            loading={busy}
            data-testid="assign-save"
          >
            {t('admin.assign.save')}
          </Button>
        </Form>
      </Card>
      <ListPage<TCourseAssignment>
        title={t('admin.assign.list')}
        queryKey={courseAdminKeys.assignments}
        fixedFilters={{ courseId }}
        fetchPage={(query) => http.get<TPage<TCourseAssignment>>(courseAdminPaths.assignments, query)}
        rowKey="id"
        testId="assignment-list"
        emptyText={t('admin.assign.empty')}
        batchActions={[
          {
            key: 'remove',
            label: t('admin.assign.remove'),
            danger: true,
            run: (rows) =>
              courseAdminApi.unassign(
                courseId,
                rows.map((r) => r.id),
              ),
          },
        ]}
        columns={[
          { title: t('admin.target.type'), render: (_, row) => t(`admin.target.${row.type}`), width: 100 },
          { title: t('admin.assign.target'), dataIndex: 'targetName' },
          { title: t('admin.assign.learners'), dataIndex: 'learnerNum', width: 100 },
          { title: t('admin.assign.deadline'), render: (_, row) => day(row.deadline), width: 140 },
        ]}
      />
      <ListPage<TCourseStudyRow>
        title={t('admin.report.learners')}
        queryKey={courseAdminKeys.learners}
        fixedFilters={{ courseId }}
        fetchPage={(query) => http.get<TPage<TCourseStudyRow>>(courseAdminPaths.studyList, query)}
        rowKey="userId"
        testId="learner-list"
        emptyText={t('admin.report.noLearners')}
        searchFields={[
          { kind: 'text', name: 'name', label: t('admin.report.learnerSearch'), maxLength: 100 },
        ]}
        exportTo={{
          path: courseAdminPaths.exportStudyList,
          fileName: `${course.data?.name ?? 'course'}.xlsx`,
        }}
        columns={[
          { title: t('admin.report.learner'), dataIndex: 'userName' },
          { title: t('admin.report.org'), dataIndex: 'orgName' },
          { title: t('admin.report.progress'), render: (_, row) => `${row.totalPrecent}%`, width: 100 },
          {
            title: t('admin.report.minutes'),
            render: (_, row) => Math.round(row.studyTime / 60),
            width: 120,
          },
        ]}
      />
    </Space>
  );
}
