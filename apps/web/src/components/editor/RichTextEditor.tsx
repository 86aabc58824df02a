// <RichTextEditor>: the rich-text editor of SPEC §1, loaded on first use so pages without one never
// download Tiptap. Value in, HTML out; every rich-text field is sanitised again on the server.
import { lazy, Suspense } from 'react';
import { useFileTexts } from '../upload/texts.ts';
import type { RichTextEditorProps } from './EditorCore.tsx';

const EditorCore = lazy(() => import('./EditorCore.tsx'));

export function RichTextEditor(props: RichTextEditorProps) {
  const text = useFileTexts();
  return (
    <Suspense
      fallback={
        <div
          className="rich-text-editor rich-text-editor--loading"
          style={{ minHeight: (props.minHeight ?? 200) + 40, padding: 12, color: 'var(--text-tertiary)' }}
        >
          {text.editor.loading}
        </div>
      }
    >
      <EditorCore {...props} />
    </Suspense>
  );
}

export type { RichTextEditorProps };
