// <Upload>: one button that picks a file, checks the SPEC §5 rules (with the SPEC §8 messages), uploads
// it through the token flow with a progress bar, and can be cancelled while it runs.
import { UploadOutlined } from '@ant-design/icons';
import { type TStoredFile, translate } from '@elearning/shared';
import { Button, Progress } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { feedback } from '../../app/feedback.tsx';
import { useFileTexts, useUiLang } from './texts.ts';
import { uploadFile } from './upload-api.ts';
import { checkBeforeUpload, type UploadError, type UploadHandle, type UploadRules } from './upload-client.ts';

export type UploadProps = {
  onUploaded: (file: TStoredFile) => void;
  rules?: UploadRules;
  /** Readable by anyone of the tenant (covers, images shown to others). */
  public?: boolean;
  /** File picker filter, e.g. `.pdf,.docx`; the rules are checked either way. */
  accept?: string;
  disabled?: boolean;
  /** Button label; "上传文件" by default. */
  children?: ReactNode;
  testId?: string;
};

type Running = { name: string; percent: number; handle: UploadHandle };

export function Upload({
  onUploaded,
  rules = 'general',
  public: isPublic,
  accept,
  disabled,
  children,
  testId = 'upload',
}: UploadProps) {
  const text = useFileTexts();
  const lang = useUiLang();
  const input = useRef<HTMLInputElement>(null);
  const [running, setRunning] = useState<Running | null>(null);

  // Leaving the page stops the upload (the server then keeps nothing). Only on unmount: a cleanup keyed on
  // `running` would run on every progress update and cancel the upload it reports on.
  const current = useRef<Running | null>(null);
  current.current = running;
  useEffect(() => () => current.current?.handle.cancel(), []);

  function start(file: File) {
    const broken = checkBeforeUpload(file, rules);
    if (broken) {
      feedback.error(translate(broken, lang));
      return;
    }
    const handle = uploadFile(file, {
      public: isPublic,
      onProgress: ({ percent }) => setRunning((current) => (current ? { ...current, percent } : current)),
    });
    setRunning({ name: file.name, percent: 0, handle });
    handle.done
      .then((stored) => {
        feedback.success(translate('file.uploadSuccess', lang));
        onUploaded(stored);
      })
      .catch((error: UploadError) => {
        if (error.cancelled) feedback.success(text.cancelled);
        else feedback.error(error.message);
      })
      .finally(() => setRunning(null));
  }

  return (
    <div className="file-upload" data-testid={testId}>
      <input
        ref={input}
        type="file"
        hidden
        // Named like its button: axe audits the picker too, and a screen reader may reach it.
        aria-label={typeof children === 'string' ? children : text.choose}
        accept={accept}
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) start(file);
        }}
      />
      {running ? (
        <div
          className="file-upload__progress"
          style={{ display: 'flex', alignItems: 'center', gap: 12, maxWidth: 420 }}
        >
          <span
            style={{ flex: '0 1 auto', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {text.uploading} {running.name}
          </span>
          <Progress
            percent={running.percent}
            size="small"
            style={{ flex: 1, margin: 0 }}
            data-testid={`${testId}-progress`}
          />
          <Button size="small" onClick={() => running.handle.cancel()} data-testid={`${testId}-cancel`}>
            {text.cancel}
          </Button>
        </div>
      ) : (
        <Button
          icon={<UploadOutlined />}
          disabled={disabled}
          onClick={() => input.current?.click()}
          data-testid={`${testId}-button`}
        >
          {children ?? text.choose}
        </Button>
      )}
    </div>
  );
}
