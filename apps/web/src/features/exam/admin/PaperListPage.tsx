// Papers (the original's 试卷管理, #/examManagement/testPaper/testPaper): the list with its question count,
// total score and use; create a random paper; preview as the learner sees it; delete (confirmed; refused
// by the server while an exam uses the paper).
import type { TAdminPaper } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAction, ListPage } from '../../../admin/components/index.ts';
import { examAdminApi, examAdminKeys } from './api.ts';
import { PaperPreview } from './PaperPreview.tsx';

export function Component() {
  const { t } = useTranslation('exam');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [previewId, setPreviewId] = useState<number>();
  const remove = (row: TAdminPaper) =>
    confirmAction({
      content: t('admin.paper.deleteConfirm', { name: row.name }),
      danger: true,
      onOk: async () => {
        await examAdminApi.deletePaper(row.id);
        await queryClient.invalidateQueries({ queryKey: examAdminKeys.papers });
      },
    });
  return (
    <>
      <ListPage<TAdminPaper>
        title={t('admin.paper.title')}
        queryKey={examAdminKeys.papers}
        fetchPage={(query) => examAdminApi.papers(query)}
        rowKey="id"
        testId="paper-list"
        searchFields={[{ kind: 'text', name: 'search', label: t('admin.paper.name'), maxLength: 50 }]}
        columns={[
          { title: t('admin.paper.name'), dataIndex: 'name' },
          {
            title: t('admin.paper.kind'),
            dataIndex: 'type',
            render: (type: string) =>
              t(type === 'random' ? 'admin.paper.kinds.random' : 'admin.paper.kinds.manual'),
          },
          { title: t('admin.paper.questionNum'), dataIndex: 'questionNum' },
          { title: t('admin.paper.totalScore'), dataIndex: 'totalScore' },
          { title: t('admin.paper.usedNum'), dataIndex: 'usedNum' },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, row: TAdminPaper) => (
              <Space>
                <Button type="link" onClick={() => setPreviewId(row.id)}>
                  {t('admin.paper.preview')}
                </Button>
                <Button type="link" onClick={() => remove(row)}>
                  {t('admin.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
        toolbar={
          <Button type="primary" onClick={() => navigate('/examManagement/testPaper/randomTestPaper')}>
            {t('admin.paper.addRandom')}
          </Button>
        }
      />
      {previewId !== undefined && (
        <PaperPreview paperId={previewId} onClose={() => setPreviewId(undefined)} />
      )}
    </>
  );
}
