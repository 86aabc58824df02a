// Which pasted or dropped files the editor takes as images: the image extensions of the upload rules
// (SPEC §5), judged by name, or by type for pasted screenshots that arrive without a useful name.
import { UPLOAD_RULES } from '@elearning/shared';

const IMAGE_EXTENSIONS = UPLOAD_RULES.image.extensions as readonly string[];
const EXT_BY_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
};

type FileLike = { name: string; type: string };

/** True when the file is one of the image kinds the upload accepts. */
export function isImageFile(file: FileLike): boolean {
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  return IMAGE_EXTENSIONS.includes(ext) || file.type in EXT_BY_TYPE;
}

/**
 * The image files of a paste or drop. A pasted screenshot is often called "image.png" or has no name;
 * it gets a name with the right extension so the server's checks apply.
 */
export function imageFilesOf(files: ArrayLike<File> | null | undefined): File[] {
  return Array.from(files ?? [])
    .filter(isImageFile)
    .map((file) => {
      const dot = file.name.lastIndexOf('.');
      if (dot > 0) return file;
      const ext = EXT_BY_TYPE[file.type] ?? 'png';
      return new File([file], `image-${Date.now()}.${ext}`, { type: file.type });
    });
}

/** `accept` of the image picker. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
