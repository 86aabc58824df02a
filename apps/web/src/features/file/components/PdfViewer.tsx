// PDF pages drawn by pdf.js, loaded on first use with its worker served from our own origin (the
// content security policy allows no other). Pages are drawn when they come near the viewport, at the
// width of the viewer and the screen's pixel density.
import type { PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

type Props = { url: string; onError: (error: Error) => void; onLoaded?: (pages: number) => void };

const MAX_WIDTH = 960;

const pageNumbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

function PdfPage({ doc, pageNumber, width }: { doc: PDFDocumentProxy; pageNumber: number; width: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(pageNumber === 1);
  const [ratio, setRatio] = useState(Math.SQRT2);

  useEffect(() => {
    const el = canvas.current;
    if (!el || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (!visible || !canvas.current || width <= 0) return;
    let cancelled = false;
    let task: { cancel(): void; promise: Promise<void> } | undefined;
    void doc.getPage(pageNumber).then((page) => {
      if (cancelled || !canvas.current) return;
      const base = page.getViewport({ scale: 1 });
      const scale = width / base.width;
      const pixels = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * pixels });
      const el = canvas.current;
      el.width = Math.floor(viewport.width);
      el.height = Math.floor(viewport.height);
      setRatio(base.height / base.width);
      task = page.render({ canvas: el, viewport });
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, visible, width]);

  return (
    <canvas
      ref={canvas}
      data-testid={`pdf-page-${pageNumber}`}
      style={{
        display: 'block',
        width,
        height: width * ratio,
        margin: '0 auto 12px',
        background: '#fff',
        boxShadow: '0 1px 4px rgba(0,0,0,0.15)',
      }}
    />
  );
}

export function PdfViewer({ url, onError, onLoaded }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [width, setWidth] = useState(0);
  const callbacks = useRef({ onError, onLoaded });
  callbacks.current = { onError, onLoaded };

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    void (async () => {
      try {
        const pdfjs = await import('pdfjs-dist');
        pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
        loaded = await pdfjs.getDocument({ url, isEvalSupported: false }).promise;
        if (cancelled) return void loaded.destroy();
        setDoc(loaded);
        callbacks.current.onLoaded?.(loaded.numPages);
      } catch (error) {
        if (!cancelled) callbacks.current.onError(error instanceof Error ? error : new Error(String(error)));
      }
    })();
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [url]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(Math.min(MAX_WIDTH, el.clientWidth - 32));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      className="pdf-viewer"
      data-testid="pdf-viewer"
      data-pages={doc?.numPages ?? 0}
      style={{ padding: 16 }}
    >
      {doc
        ? pageNumbers(doc.numPages).map((pageNumber) => (
            <PdfPage key={pageNumber} doc={doc} pageNumber={pageNumber} width={width} />
          ))
        : null}
    </div>
  );
}
