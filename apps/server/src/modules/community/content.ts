// Cleans what a person writes: sanitised HTML (no script, handlers or javascript: URLs; images only from the
// file service), image lists only of file-service paths, and a post or reply must keep some text or image.
import { AppError } from '../../core/app-error.ts';
import { isOwnFileUrl, sanitizeRichText } from '../../core/rich-text.ts';
import { plainText } from '../search/index-service.ts';

export function cleanContent(html: string, images: readonly string[]) {
  if (images.some((src) => !isOwnFileUrl(src))) throw new AppError('FILE_ADDRESS_INCORRECT');
  const content = sanitizeRichText(html);
  if (!plainText(content) && !/<img\b/i.test(content) && images.length === 0)
    throw new AppError('VALIDATION_FAILED', { params: { detail: 'content' } });
  return { content, images: [...images] };
}
