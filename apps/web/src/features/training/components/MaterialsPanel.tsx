// 培训上报材料: the trainee's submitted materials of a started training, newest first: upload one (the file
// service's checks and progress), open or remove it.
import { type TTrainSubmitFile, trainingPaths } from '@elearning/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { http } from '../../../lib/http/index.ts';
import { MaterialUpload } from './MaterialUpload.tsx';

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
  const save = useMutation({
    mutationFn: (file: { fileName: string; fileUrl: string }) =>
      http.post(trainingPaths.saveFile, { trainId, ...file }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  const upload = (
    <MaterialUpload onUploaded={(file) => save.mutate({ fileName: file.fileName, fileUrl: file.url })} />
  );
  if (files.isPending) return <List loading />;
  if ((files.data ?? []).length === 0)
    return (
      <div data-testid="materials-panel">
        {upload}
        <EmptyState />
      </div>
    );
  return (
    <List
      data-testid="materials-panel"
      header={upload}
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
