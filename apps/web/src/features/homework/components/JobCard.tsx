// One assignment on the detail page: instructions, attachments, due date, allowed types, my submission with
// its state, score and comment, and the form to submit — text and files — until it is graded.
import { HOMEWORK_RULES, HomeworkState, type THomeworkFile, type THomeworkJob } from '@elearning/shared';
import { Button, Card, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { Upload } from '../../../components/upload/index.ts';
import { stateKey, useSubmitHomework } from '../api.ts';
import { FileList } from './FileList.tsx';

const STATE_COLOR: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'warning', 3: 'success' };

function formatDate(ms: number | null): string {
  return ms === null ? '' : new Date(ms).toLocaleString('sv-SE').slice(0, 16);
}

export function JobCard({ job }: { job: THomeworkJob }) {
  const { t } = useTranslation('homework');
  const submit = useSubmitHomework();
  const mine = job.submission;
  const [content, setContent] = useState(mine?.content ?? '');
  const [files, setFiles] = useState<THomeworkFile[]>(mine?.files ?? []);
  const state = mine?.state ?? HomeworkState.notSubmitted;
  const open = state !== HomeworkState.graded && !job.overdue;
  const types = job.allowedTypes.length ? job.allowedTypes : HOMEWORK_RULES.defaultExtensions;
  const inputId = `hw-content-${job.id}`;

  const send = () =>
    submit
      .mutateAsync({ job, content, files })
      .then(() => feedback.success(t('submitted')))
      .catch(() => undefined);

  return (
    <Card
      className="hw-job"
      title={<h2 className="hw-job__title">{job.title}</h2>}
      extra={<Tag color={STATE_COLOR[state]}>{t(stateKey(state))}</Tag>}
      data-testid={`hw-job-${job.id}`}
    >
      <div className="hw-job__meta">
        {job.dueTime ? <span>{t('due', { time: formatDate(job.dueTime) })}</span> : <span>{t('noDue')}</span>}
        {job.lecturerName ? <span> · {t('lecturer', { name: job.lecturerName })}</span> : null}
        <span> · {t('allowed', { types: types.join(', '), size: job.maxSizeMb })}</span>
      </div>
      <div
        className="hw-job__instructions"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: instructions are sanitised by the server when authored
        dangerouslySetInnerHTML={{ __html: job.instructions }}
      />
      <FileList files={job.attachments} />
      {mine && (state === HomeworkState.graded || state === HomeworkState.returned) ? (
        <div className="hw-result" data-testid={`hw-result-${job.id}`}>
          {state === HomeworkState.graded ? (
            <strong>{t('score', { score: mine.score ?? 0, full: job.fullScore })}</strong>
          ) : (
            <strong>{t('returnedNote')}</strong>
          )}
          {mine.comment ? <p>{t('comment', { comment: mine.comment })}</p> : null}
          <FileList files={mine.reviewFiles} />
        </div>
      ) : null}
      {open ? (
        <div className="hw-form">
          <label htmlFor={inputId}>{t('answer')}</label>
          <Input.TextArea
            id={inputId}
            value={content}
            maxLength={HOMEWORK_RULES.contentMax}
            autoSize={{ minRows: 3 }}
            onChange={(event) => setContent(event.target.value)}
          />
          <FileList
            files={files}
            onRemove={(index) => setFiles(files.filter((_, i) => i !== index))}
            removeLabel={t('remove')}
          />
          <Upload
            public
            accept={types.map((ext) => `.${ext}`).join(',')}
            onUploaded={(file) =>
              setFiles([...files, { fileName: file.fileName, filePath: file.url, fileSize: file.fileSize }])
            }
            testId={`hw-upload-${job.id}`}
          >
            {t('attach')}
          </Upload>
          <div>
            <Button
              type="primary"
              onClick={send}
              loading={submit.isPending}
              data-testid={`hw-submit-${job.id}`}
            >
              {mine ? t('resubmit') : t('submit')}
            </Button>
          </div>
        </div>
      ) : mine ? (
        <div>
          <p>{mine.content}</p>
          <FileList files={mine.files} />
        </div>
      ) : (
        <p>{t('closed')}</p>
      )}
    </Card>
  );
}
