// Study experiences (学习心得, ORIGINAL-UI: with file upload): a rich-text editor and attachments through
// the file service, and everyone's experiences; the author may delete their own. The server sanitises
// the HTML before it is stored, so it is rendered as it comes back.
import { PaperClipOutlined } from '@ant-design/icons';
import { COURSE_RULES, type TCourseExperience } from '@elearning/shared';
import { Button, Pagination, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { RichTextEditor } from '../../../components/editor/index.ts';
import { ListSkeleton } from '../../../components/Skeletons.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { Upload } from '../../../components/upload/index.ts';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useExperienceMutations, useExperiences } from '../api.ts';
import { RichText } from './RichText.tsx';

type Attachment = TCourseExperience['attachments'][number];

function isBlank(html: string): boolean {
  return !html.replace(/<[^>]*>/g, '').trim() && !html.includes('<img');
}

function Attachments({ files, onRemove }: { files: Attachment[]; onRemove?: (index: number) => void }) {
  if (files.length === 0) return null;
  return (
    <ul className="experience-files">
      {files.map((file, index) => (
        <li key={file.fileUrl} className="experience-file">
          <PaperClipOutlined />
          <a href={`${file.fileUrl}?download=1`} target="_blank" rel="noreferrer">
            {file.fileName}
          </a>
          {onRemove ? (
            <Button type="link" size="small" onClick={() => onRemove(index)}>
              ×
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function ExperiencePanel({ courseId }: { courseId: number }) {
  const { t } = useTranslation('course');
  const [pageNo, setPageNo] = useState(1);
  const list = useExperiences(courseId, pageNo);
  const { save, remove } = useExperienceMutations(courseId);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  // A new editor instance after each submission starts it empty again.
  const [editorKey, setEditorKey] = useState(0);

  const submit = () =>
    save.mutate(
      { content, attachments: files },
      {
        onSuccess: () => {
          setContent('');
          setFiles([]);
          setEditorKey((key) => key + 1);
          setPageNo(1);
          feedback.success(t('experience.submitted'));
        },
      },
    );
  const rows = list.data?.data ?? [];
  return (
    <div className="experience-panel" data-testid="experience-panel">
      <div className="experience-composer">
        <RichTextEditor
          key={editorKey}
          value={content}
          onChange={setContent}
          minHeight={140}
          label={t('detail.tabs.experience')}
          testId="experience-editor"
        />
        <Attachments files={files} onRemove={(index) => setFiles(files.filter((_, i) => i !== index))} />
        <div className="experience-composer__actions">
          <Upload
            public
            disabled={files.length >= COURSE_RULES.experienceAttachmentsMax}
            onUploaded={(file) =>
              setFiles((current) => [
                ...current,
                { fileName: file.fileName, fileUrl: file.url, fileSize: file.fileSize },
              ])
            }
            testId="experience-upload"
          >
            {t('experience.attach')}
          </Upload>
          <Button
            type="primary"
            disabled={isBlank(content)}
            loading={save.isPending}
            onClick={submit}
            data-testid="experience-submit"
          >
            {t('experience.submit')}
          </Button>
        </div>
      </div>
      {list.isPending ? (
        <ListSkeleton rows={3} />
      ) : rows.length === 0 ? (
        <EmptyState compact />
      ) : (
        <ul className="review-list">
          {rows.map((row) => (
            <li key={row.id} className="review-item" data-testid="experience-item">
              <UserAvatar src={row.avatarUrl} size={36} />
              <div className="review-item__main">
                <div className="review-item__head">
                  <strong>{row.userName}</strong>
                  <time>{formatDateTime(row.createTime)}</time>
                  {row.isMine ? (
                    <Popconfirm
                      title={t('experience.removeConfirm')}
                      onConfirm={() =>
                        remove.mutateAsync(row.id).then(() => feedback.success(t('experience.removed')))
                      }
                    >
                      <Button type="link" size="small" danger>
                        {t('experience.remove')}
                      </Button>
                    </Popconfirm>
                  ) : null}
                </div>
                <RichText html={row.content} />
                <Attachments files={row.attachments} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {(list.data?.totalNum ?? 0) > 10 ? (
        <Pagination size="small" current={pageNo} total={list.data?.totalNum ?? 0} onChange={setPageNo} />
      ) : null}
    </div>
  );
}
