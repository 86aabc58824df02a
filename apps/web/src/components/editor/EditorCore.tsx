// The Tiptap 3 editor itself (loaded on demand by RichTextEditor): StarterKit (headings, lists, bold,
// italic, links), images and tables. Images — picked, pasted or dropped — go through the upload flow
// as public files of the tenant, and the editor shows them from our own file URL.
import { translate } from '@elearning/shared';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { feedback } from '../../app/feedback.tsx';
import { useFileTexts, useUiLang } from '../upload/texts.ts';
import { uploadFile } from '../upload/upload-api.ts';
import { checkBeforeUpload, type UploadError } from '../upload/upload-client.ts';
import './editor.css';
import { imageFilesOf } from './image-files.ts';
import { Toolbar } from './Toolbar.tsx';

export type RichTextEditorProps = {
  /** HTML; the server sanitises it again when it is saved. */
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  minHeight?: number;
  testId?: string;
  /** The field's accessible name (what it is for); a generic one when left out. */
  label?: string;
};

export default function EditorCore({
  value,
  onChange,
  disabled,
  minHeight = 200,
  testId = 'rich-text-editor',
  label,
}: RichTextEditorProps) {
  const text = useFileTexts();
  const lang = useUiLang();
  const [pending, setPending] = useState(0);
  const editorRef = useRef<Editor | null>(null);

  function uploadImages(files: File[], at?: number) {
    for (const file of imageFilesOf(files)) {
      const broken = checkBeforeUpload(file);
      if (broken) {
        feedback.error(translate(broken, lang));
        continue;
      }
      setPending((n) => n + 1);
      uploadFile(file, { public: true })
        .done.then((stored) => {
          const editor = editorRef.current;
          if (!editor) return;
          const image = { type: 'image', attrs: { src: stored.url, alt: stored.fileName } };
          if (at === undefined) editor.chain().focus().insertContent(image).run();
          else editor.chain().focus().insertContentAt(at, image).run();
        })
        .catch((error: UploadError) => {
          if (!error.cancelled) feedback.error(error.message);
        })
        .finally(() => setPending((n) => n - 1));
    }
  }

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value ?? '',
    editable: !disabled,
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: {
        class: 'rich-text-editor__content',
        'data-testid': `${testId}-content`,
        'aria-label': label ?? text.editor.label,
        'aria-multiline': 'true',
      },
      handlePaste: (_view, event) => {
        const files = imageFilesOf(event.clipboardData?.files);
        if (files.length === 0) return false;
        uploadImages(files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        if (moved) return false;
        const files = imageFilesOf(event.dataTransfer?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        uploadImages(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos);
        return true;
      },
    },
  });
  editorRef.current = editor;

  // A value set from outside (loaded later, reset after saving) replaces the content; our own echo does not.
  useEffect(() => {
    // An editor torn down in the meantime (a modal closing, a re-mount) has no schema left to read.
    if (editor.isDestroyed) return;
    if (value !== undefined && value !== (editor.isEmpty ? '' : editor.getHTML())) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div
      className="rich-text-editor"
      data-testid={testId}
      style={{ '--editor-min-height': `${minHeight}px` } as CSSProperties}
    >
      {disabled ? null : (
        <Toolbar editor={editor} onImages={(files) => uploadImages(files)} testId={testId} />
      )}
      <EditorContent editor={editor} />
      {pending > 0 ? (
        <div className="rich-text-editor__status" data-testid={`${testId}-uploading`}>
          {text.editor.imageUploading}
        </div>
      ) : null}
    </div>
  );
}
