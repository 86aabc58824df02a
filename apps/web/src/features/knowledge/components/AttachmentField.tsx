// The share form's files: an upload button (SPEC §5 rules, progress, cancel) adding to a list that can be
// trimmed; at most KNOWLEDGE_RULES.attachmentsMax files, a name uploaded twice is kept once. Used as an antd
// form control (value / onChange), so the schema's and the server's errors land under it.
import { CloseOutlined } from '@ant-design/icons';
import { KNOWLEDGE_RULES, type TKnowledgeAttachment } from '@elearning/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Upload } from '../../../components/upload/index.ts';

type Props = { value?: TKnowledgeAttachment[]; onChange?: (value: TKnowledgeAttachment[]) => void };

export function AttachmentField({ value = [], onChange }: Props) {
  const { t } = useTranslation('knowledge');
  return (
    <div data-testid="knowledge-attachments">
      <Upload
        testId="knowledge-upload"
        disabled={value.length >= KNOWLEDGE_RULES.attachmentsMax}
        onUploaded={(file) => {
          if (value.some((a) => a.fileName === file.fileName)) return;
          onChange?.([...value, { fileId: file.fileId, fileName: file.fileName, url: file.url }]);
        }}
      >
        {t('form.addFile')}
      </Upload>
      <p className="knowledge-muted">{t('form.attachHint')}</p>
      <ul className="knowledge-files">
        {value.map((file) => (
          <li key={file.fileId}>
            <span>{file.fileName}</span>
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={t('form.removeFile', { name: file.fileName })}
              onClick={() => onChange?.(value.filter((a) => a.fileId !== file.fileId))}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
