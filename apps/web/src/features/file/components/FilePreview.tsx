// <FilePreview>: shows a stored file in the browser (SPEC §1) — PDF with pdf.js, images as they are,
// Office documents once converted. The watermark of the viewer's name and date (SPEC §9) is the app
// frame's (components/Watermark.tsx, over every signed-in page), so it is not drawn a second time here.
// What cannot be shown says why and offers the download.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useFileTexts } from '../../../components/upload/texts.ts';
import { ApiError } from '../../../lib/http/index.ts';
import { useFilePreview } from '../api.ts';

const PdfViewer = lazy(() => import('./PdfViewer.tsx').then((m) => ({ default: m.PdfViewer })));

export type FilePreviewProps = { fileId: string; height?: number | string };

function Centered({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: 320,
        height: '100%',
      }}
    >
      {children}
    </div>
  );
}

export function FilePreview({ fileId, height = '100%' }: FilePreviewProps) {
  const text = useFileTexts();
  const query = useFilePreview(fileId);
  const [renderError, setRenderError] = useState<string | null>(null);
  const preview = query.data;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Centered>
        <Spin tip={text.previewPage.loading}>
          <div style={{ width: 120, height: 60 }} />
        </Spin>
      </Centered>
    );
  } else if (query.isError || !preview) {
    const message = query.error instanceof ApiError ? query.error.message : text.previewPage.failed;
    body = (
      <Result
        status="warning"
        title={text.previewPage.failed}
        subTitle={message}
        data-testid="preview-error"
      />
    );
  } else if (renderError || preview.kind === 'unsupported') {
    body = (
      <Result
        status="info"
        title={preview.file.fileName}
        subTitle={renderError ?? preview.message}
        data-testid="preview-unsupported"
        extra={
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            href={preview.downloadUrl}
            data-testid="preview-download"
          >
            {text.download}
          </Button>
        }
      />
    );
  } else if (preview.kind === 'converting') {
    body = (
      <Centered>
        <Spin tip={preview.message ?? ''} data-testid="preview-converting">
          <div style={{ width: 160, height: 60 }} />
        </Spin>
      </Centered>
    );
  } else if (preview.kind === 'image') {
    body = (
      <div style={{ padding: 16, textAlign: 'center' }}>
        <img
          src={preview.url ?? ''}
          alt={preview.file.fileName}
          data-testid="preview-image"
          style={{ maxWidth: '100%', boxShadow: '0 1px 4px rgba(0,0,0,0.15)' }}
        />
      </div>
    );
  } else {
    body = (
      <Suspense
        fallback={
          <Centered>
            <Spin />
          </Centered>
        }
      >
        <PdfViewer url={preview.url ?? ''} onError={() => setRenderError(text.previewPage.failed)} />
      </Suspense>
    );
  }

  return (
    // A scrolling region: focusable so the keyboard can scroll it, and named for screen readers.
    <section
      className="file-preview"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: scrolling by keyboard needs the focus (WCAG 2.1.1)
      tabIndex={0}
      aria-label={text.previewPage.title}
      data-testid="file-preview"
      data-kind={preview?.kind ?? 'loading'}
      style={{ position: 'relative', height, overflow: 'auto', background: '#f5f5f5' }}
    >
      {body}
    </section>
  );
}
