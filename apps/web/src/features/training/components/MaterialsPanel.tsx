// 培训上报材料: the trainee's submitted materials of a started training, newest first; each can be removed.
import { type TTrainSubmitFile, trainingPaths } from '@elearning/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { http } from '../../../lib/http/index.ts';

export function MaterialsPanel({ trainId }: { trainId: number }) {
  const { t } = useTranslation('training');
  const client = useQueryClient();
  const key = ['training', 'materials', trainId];
  const files = useQuery({
    queryKey: key,
    queryFn: () => http.get<TTrainSubmitFile[]>(trainingPaths.listSubmitFile, { trainId }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => http.get(trainingPaths.deleteSubmitFile, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  if (files.isPending) return <List loading />;
  if ((files.data ?? []).length === 0) return <EmptyState />;
  return (
    <List
      dataSource={files.data}
      renderItem={(file) => (
        <List.Item
          actions={[
            <Popconfirm
              key="delete"
              title={t('detail.materialDeleteConfirm')}
              onConfirm={() => remove.mutate(file.id)}
            >
              <Button type="link" danger>
                {t('detail.materialDelete')}
              </Button>
            </Popconfirm>,
          ]}
        >
          <a href={file.fileUrl} target="_blank" rel="noreferrer">
            {file.fileName}
          </a>
        </List.Item>
      )}
    />
  );
}
