// The /preview/:fileId page: the file's name, size and download button above <FilePreview>.
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useParams } from 'react-router';
import { formatFileSize } from '../../../components/file-item/format.ts';
import { useFileTexts } from '../../../components/upload/texts.ts';
import { useFilePreview } from '../api.ts';
import { FilePreview } from '../components/FilePreview.tsx';

export function PreviewPage() {
  const { fileId = '' } = useParams();
  const text = useFileTexts();
  const { data } = useFilePreview(fileId);
  const file = data?.file;
  return (
    <div className="preview-page" style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '0 16px',
          height: 56,
          background: '#fff',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={text.previewPage.title}
          onClick={() => (window.history.length > 1 ? window.history.back() : window.close())}
        />
        <h1
          data-testid="preview-title"
          style={{
            flex: 1,
            margin: 0,
            fontSize: 16,
            fontWeight: 600,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {file?.fileName ?? text.previewPage.title}
        </h1>
        {file ? <span style={{ color: 'var(--text-tertiary)' }}>{formatFileSize(file.fileSize)}</span> : null}
        {data ? (
          <Button icon={<DownloadOutlined />} href={data.downloadUrl} data-testid="preview-page-download">
            {text.download}
          </Button>
        ) : null}
      </header>
      {/* The layout's <main> holds the page; a second one would nest landmarks. */}
      <div style={{ flex: 1, minHeight: 0 }}>
        <FilePreview fileId={fileId} />
      </div>
    </div>
  );
}

/** Route modules export `Component` (React Router lazy routes). */
export const Component = PreviewPage;
