// Public face of the file feature: <FilePreview> for any page, and the preview query hook.
export { useFilePreview } from './api.ts';
export { FilePreview, type FilePreviewProps } from './components/FilePreview.tsx';
