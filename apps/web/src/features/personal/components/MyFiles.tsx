// 我的文件: everything I uploaded, newest first, each with preview and download.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileItem } from '../../../components/file-item/index.ts';
import { Pager } from '../../../components/Pager.tsx';
import { PERSONAL_PAGE_SIZE, useMyFiles } from '../api.ts';
import { ListState } from './ListState.tsx';

export function MyFiles() {
  const { t } = useTranslation('personal');
  const [pageNo, setPageNo] = useState(1);
  const files = useMyFiles(pageNo);
  const rows = files.data?.data ?? [];
  return (
    <ListState query={files} empty={rows.length === 0} emptyText={t('files.empty')}>
      <div data-testid="personal-files">
        {rows.map((file) => (
          <FileItem
            key={file.id}
            file={{
              fileId: file.id,
              fileName: file.fileName,
              fileUrl: file.fileUrl,
              fileSize: file.fileSize,
              updateTime: file.createTime,
            }}
          />
        ))}
      </div>
      <Pager
        pageNo={pageNo}
        pageSize={PERSONAL_PAGE_SIZE}
        total={files.data?.totalNum ?? 0}
        pageSizes={[PERSONAL_PAGE_SIZE]}
        onChange={setPageNo}
      />
    </ListState>
  );
}
