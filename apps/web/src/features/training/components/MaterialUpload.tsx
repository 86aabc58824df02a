// The 上传材料 button of 培训上报材料: picks a file, checks the SPEC §5 rules and uploads it through the file
// service's token flow, then hands the stored file over. Uses the upload flow directly rather than
// components/upload's <Upload>, whose progress updates currently cancel the running upload (reported).
import { UploadOutlined } from '@ant-design/icons';
import { type TStoredFile, translate } from '@elearning/shared';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { checkBeforeUpload, type UploadError, uploadFile } from '../../../components/upload/index.ts';
import { currentLang } from '../../../i18n/index.ts';

export function MaterialUpload({ onUploaded }: { onUploaded: (file: TStoredFile) => void }) {
  const { t } = useTranslation('training');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const start = (file: File) => {
    const broken = checkBeforeUpload(file, 'general');
    if (broken) {
      feedback.error(translate(broken, currentLang()));
      return;
    }
    setBusy(true);
    uploadFile(file)
      .done.then(onUploaded)
      .catch((error: UploadError) => feedback.error(error.message))
      .finally(() => setBusy(false));
  };
  return (
    <div data-testid="material-upload">
      <input
        ref={input}
        type="file"
        hidden
        data-testid="material-upload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) start(file);
        }}
      />
      <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
        {t('detail.materialUpload')}
      </Button>
    </div>
  );
}
