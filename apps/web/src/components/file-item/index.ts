// Public face of the file list item.
export { FileItem, type FileItemData, type FileItemProps } from './FileItem.tsx';
export { canPreview, downloadUrlOf, fileIdOf, formatFileSize } from './format.ts';
