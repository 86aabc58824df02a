// A resource's files: each can be previewed in the browser (the file service's viewer; the app frame draws
// the viewer's watermark) and, when the resource allows it, downloaded — the download is counted first.
import type { TKnowledgeAttachment } from '@elearning/shared';
import { Button, List, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePreview } from '../../file/index.ts';
import { knowledgeApi, useKnowledgeMutation } from '../api.ts';

type Props = { knowledgeId: number; attachments: TKnowledgeAttachment[]; downloadable: boolean };

export function KnowledgeFiles({ knowledgeId, attachments, downloadable }: Props) {
  const { t } = useTranslation('knowledge');
  const [previewing, setPreviewing] = useState<TKnowledgeAttachment | null>(null);
  const download = useKnowledgeMutation(knowledgeApi.download);
  // The server counts the download and answers with the files it allows; the browser then fetches one.
  const fetchFile = async (file: TKnowledgeAttachment) => {
    const reply = await download.mutateAsync(knowledgeId);
    const allowed = reply.attachments.find((a) => a.fileId === file.fileId);
    if (allowed?.url) window.open(allowed.url, '_blank', 'noopener');
  };
  return (
    <section className="knowledge-section" aria-labelledby="knowledge-files">
      <h2 id="knowledge-files">{t('detail.files')}</h2>
      <List
        dataSource={attachments}
        data-testid="knowledge-files"
        renderItem={(file) => (
          <List.Item
            actions={[
              <Button key="preview" size="small" onClick={() => setPreviewing(file)}>
                {t('detail.preview')}
              </Button>,
              downloadable ? (
                <Button
                  key="download"
                  size="small"
                  loading={download.isPending}
                  onClick={() => void fetchFile(file).catch(() => undefined)}
                >
                  {t('detail.download')}
                </Button>
              ) : null,
            ]}
          >
            {file.fileName}
          </List.Item>
        )}
      />
      {downloadable ? null : <p className="knowledge-muted">{t('detail.noDownload')}</p>}
      <Modal
        open={previewing !== null}
        title={previewing?.fileName}
        footer={null}
        width={960}
        onCancel={() => setPreviewing(null)}
        destroyOnHidden
      >
        {previewing ? (
          <div style={{ height: 600 }}>
            <FilePreview fileId={previewing.fileId} />
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
