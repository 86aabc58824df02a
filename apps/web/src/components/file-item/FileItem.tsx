// One uploaded file in a list (SPEC §3 "Uploaded file"): name, size, updated time, and preview (for
// PDF, images and Office documents, on the /preview page) and download actions.
import { DeleteOutlined, DownloadOutlined, EyeOutlined, FileOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { formatDateTime } from '../../lib/format/time.ts';
import { EllipsisTooltip } from '../EllipsisTooltip.tsx';
import { useFileTexts } from '../upload/texts.ts';
import { canPreview, downloadUrlOf, fileIdOf, formatFileSize } from './format.ts';

export type FileItemData = {
  fileName: string;
  /** Our file URL (relative or absolute). */
  fileUrl: string;
  fileSize?: number | null;
  /** Epoch ms or seconds. */
  updateTime?: number | string | null;
  fileId?: string;
};

export type FileItemProps = {
  file: FileItemData;
  /** Shows a delete button when given. */
  onRemove?: () => void;
  testId?: string;
};

export function FileItem({ file, onRemove, testId = 'file-item' }: FileItemProps) {
  const text = useFileTexts();
  const fileId = file.fileId ?? fileIdOf(file.fileUrl);
  const size = formatFileSize(file.fileSize);
  const updated = formatDateTime(file.updateTime ?? undefined);
  return (
    <div
      className="file-item"
      data-testid={testId}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '8px 12px',
        border: '1px solid #f0f0f0',
        borderRadius: 6,
      }}
    >
      <FileOutlined style={{ fontSize: 20, color: '#2875d4' }} aria-hidden />
      <div style={{ flex: 1, minWidth: 0 }}>
        <EllipsisTooltip text={file.fileName} style={{ fontWeight: 500 }} />
        <div style={{ color: '#8c8c8c', fontSize: 12 }}>
          {[size, updated ? `${text.updated} ${updated}` : ''].filter(Boolean).join(' · ')}
        </div>
      </div>
      {fileId && canPreview(file.fileName) ? (
        <Button
          type="link"
          icon={<EyeOutlined />}
          href={`/preview/${fileId}`}
          target="_blank"
          rel="noopener"
          data-testid={`${testId}-preview`}
        >
          {text.preview}
        </Button>
      ) : null}
      <Button
        type="link"
        icon={<DownloadOutlined />}
        href={downloadUrlOf(file.fileUrl)}
        download={file.fileName}
        data-testid={`${testId}-download`}
      >
        {text.download}
      </Button>
      {onRemove ? (
        <Button
          type="link"
          danger
          icon={<DeleteOutlined />}
          onClick={onRemove}
          data-testid={`${testId}-remove`}
        >
          {text.remove}
        </Button>
      ) : null}
    </div>
  );
}
