// The homework of one course chapter (type 4 作业), training or study plan, for its editor to mount: the
// attached assignments with their counts, add, edit and delete. The source must be saved first (it needs
// an id); until then the picker says so.
import type { THomeworkAdminRow } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, List, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../admin/components/index.ts';
import { homeworkAdminApi, homeworkAdminKeys, useAttachedHomework } from './api.ts';
import { HomeworkEditor, type HomeworkOwner } from './HomeworkEditor.tsx';

export function HomeworkPicker({ owner }: { owner: HomeworkOwner }) {
  const { t } = useTranslation('homework');
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ jobId?: number } | null>(null);
  const attached = useAttachedHomework(owner.source, owner.bizId, owner.chapterId ?? 0);
  if (owner.bizId <= 0 || owner.chapterId === 0)
    return <Alert type="info" showIcon message={t('admin.saveSourceFirst')} />;
  const remove = (row: THomeworkAdminRow) =>
    confirmAction({
      content: t('admin.confirmDelete', { title: row.title }),
      danger: true,
      onOk: async () => {
        await homeworkAdminApi.remove([row.id]);
        await client.invalidateQueries({ queryKey: homeworkAdminKeys.all });
      },
    });
  return (
    <div className="hw-picker" data-testid="hw-picker">
      {attached.isError ? <Alert type="error" showIcon message={attached.error.message} /> : null}
      <List<THomeworkAdminRow>
        size="small"
        bordered
        loading={attached.isPending}
        locale={{ emptyText: t('admin.noneAttached') }}
        dataSource={attached.data?.data ?? []}
        renderItem={(row) => (
          <List.Item
            actions={[
              <Button key="edit" type="link" size="small" onClick={() => setEditing({ jobId: row.id })}>
                {t('admin.edit')}
              </Button>,
              <Button key="delete" type="link" size="small" danger onClick={() => remove(row)}>
                {t('admin.delete')}
              </Button>,
            ]}
          >
            <Space direction="vertical" size={0}>
              <strong>{row.title}</strong>
              <span className="hw-muted">
                {t('admin.counts', { submitted: row.submitted, reached: row.reached, graded: row.graded })}
              </span>
            </Space>
          </List.Item>
        )}
      />
      <Button style={{ marginTop: 8 }} onClick={() => setEditing({})} data-testid="hw-picker-add">
        {t('admin.add')}
      </Button>
      <HomeworkEditor
        owner={owner}
        {...(editing?.jobId ? { jobId: editing.jobId } : {})}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
