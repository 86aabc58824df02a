// 培训安排 (back office): the trainings of the caller's data scope with status and trainees, and the
// training editor (basic info, sign-up, assessment, certificate, schedule) in a drawer; per training its
// leave requests to review and its report as .xlsx.
import { type TPage, type TrainWay, trainingAdminPaths } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../admin/components/ListPage.tsx';
import { http } from '../../../lib/http/index.ts';
import { downloadBlob } from '../api.ts';
import { LeavesPanel } from '../components/LeavesPanel.tsx';
import { TrainingEditor } from './TrainingEditor.tsx';

export type ArrangementRow = {
  id: number;
  trainName: string;
  trainWay: TrainWay;
  status: 1 | 2 | 3;
  trainBeginTime: number;
  trainEndTime: number;
  traineeNum: number;
  headTeacher: string;
};

const KEY = ['admin', 'training', 'arrangements'] as const;
const day = (ms: number) => new Date(ms).toLocaleDateString();

export function Component() {
  const { t } = useTranslation('training');
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [leavesOf, setLeavesOf] = useState<ArrangementRow | null>(null);
  return (
    <>
      <ListPage<ArrangementRow>
        title={t('admin.arrangements')}
        queryKey={KEY}
        fetchPage={(query) => http.get<TPage<ArrangementRow>>(trainingAdminPaths.train, query)}
        rowKey="id"
        searchFields={[{ kind: 'text', name: 'keyword', label: t('admin.name') }]}
        toolbar={
          <Button type="primary" onClick={() => setEditing(true)}>
            {t('admin.newTraining')}
          </Button>
        }
        columns={[
          { title: t('admin.name'), dataIndex: 'trainName' },
          { title: t('admin.way'), render: (_, row) => t(`way.n${row.trainWay}`) },
          { title: t('lecturer.status'), render: (_, row) => <Tag>{t(`status.n${row.status}`)}</Tag> },
          {
            title: t('lecturer.time'),
            render: (_, row) => `${day(row.trainBeginTime)} ~ ${day(row.trainEndTime)}`,
          },
          { title: t('admin.headTeacher'), dataIndex: 'headTeacher' },
          { title: t('admin.trainees'), dataIndex: 'traineeNum' },
          {
            title: t('lecturer.actions'),
            render: (_, row) => (
              <Space>
                <Button type="link" onClick={() => setLeavesOf(row)}>
                  {t('admin.leaves')}
                </Button>
                <Button
                  type="link"
                  onClick={() =>
                    downloadBlob(
                      trainingAdminPaths.reportExport,
                      { trainId: row.id },
                      `training-${row.id}.xlsx`,
                    )
                  }
                >
                  {t('admin.exportReport')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <TrainingEditor
          onClose={(saved) => {
            setEditing(false);
            if (saved) void client.invalidateQueries({ queryKey: KEY });
          }}
        />
      ) : null}
      {leavesOf ? (
        <Drawer
          open
          width={900}
          title={`${leavesOf.trainName} · ${t('admin.leaves')}`}
          onClose={() => setLeavesOf(null)}
        >
          <LeavesPanel
            trainId={leavesOf.id}
            listPath={trainingAdminPaths.leaves}
            reviewPath={trainingAdminPaths.leaveReview}
          />
        </Drawer>
      ) : null}
    </>
  );
}
