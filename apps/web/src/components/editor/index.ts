// Public face of the rich-text editor (lazy-loaded).
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';
