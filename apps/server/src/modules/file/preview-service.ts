// Document preview (SPEC §1): PDF and images are shown as they are; Office formats are converted to PDF
// once (serialised, cached) and then shown the same way. Every answer carries the watermark of SPEC §9
// (the viewer's name and today's date) and a download URL for whatever cannot be shown.
import {
  type MessageKey,
  OFFICE_PREVIEW_EXTENSIONS,
  type TPreviewKind,
  UPLOAD_RULES,
} from '@elearning/shared';
import type { Actor } from '../../core/actor.ts';
import type { FileServices } from './context.ts';
import { convertToPdf } from './converter.ts';
import { type FileRow, findFile } from './queries.ts';
import { setPreviewState } from './record-service.ts';

/** What the preview shows (presenter.ts turns it into the reply). */
export type PreviewData = {
  kind: TPreviewKind;
  /** Signed address of what to show; null unless kind is pdf or image. */
  url: string | null;
  downloadUrl: string;
  /** Why nothing is shown, as a catalogue key. */
  message: MessageKey | null;
  watermark: { text: string; date: string };
};

/** Preview and download links are for one viewing session. */
export const PREVIEW_URL_TTL_SECONDS = 30 * 60;

const isOffice = (ext: string) => (OFFICE_PREVIEW_EXTENSIONS as readonly string[]).includes(ext);
const isImage = (ext: string) => (UPLOAD_RULES.image.extensions as readonly string[]).includes(ext);

/** The date part of the watermark, in the server's calendar (YYYY-MM-DD). */
function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Queues the conversion of a file unless it is already queued; the state is kept on the file row. */
function startConversion(services: FileServices, file: FileRow): void {
  const key = `convert:${file.id}`;
  if (services.documentQueue.has(key)) return;
  void services.documentQueue.enqueue(key, async () => {
    const current = await findFile(services.db, file.tenantId, file.id);
    if (!current || current.previewState === 'ready') return;
    try {
      const previewKey = await convertToPdf(services.tools, services.storage, current);
      await setPreviewState(services.db, file.tenantId, file.id, { previewState: 'ready', previewKey });
    } catch (error) {
      await setPreviewState(services.db, file.tenantId, file.id, {
        previewState: 'failed',
        previewKey: null,
      });
      throw error;
    }
  });
}

/** What to show for a file the caller may read (policy.ts decided that). */
export async function previewFile(
  services: FileServices,
  options: { file: FileRow; viewer: Actor },
): Promise<PreviewData> {
  const { file, viewer } = options;
  const signed = (key: string, fileName: string, attachment = false) =>
    services.storage.signedUrl(key, { ttlSeconds: PREVIEW_URL_TTL_SECONDS, fileName, attachment });
  const { user } = viewer;
  const base = {
    downloadUrl: signed(file.storageKey, file.originalName, true),
    watermark: { text: user.realName || user.name || user.account, date: today() },
  };
  const answer = (kind: TPreviewKind, url: string | null, message: MessageKey | null): PreviewData => ({
    ...base,
    kind,
    url,
    message,
  });

  if (file.ext === 'pdf') return answer('pdf', signed(file.storageKey, file.originalName), null);
  if (isImage(file.ext)) return answer('image', signed(file.storageKey, file.originalName), null);
  if (!isOffice(file.ext)) return answer('unsupported', null, 'file.previewUnsupported');

  if (file.previewState === 'ready' && file.previewKey) {
    return answer('pdf', signed(file.previewKey, `${file.originalName}.pdf`), null);
  }
  if (file.previewState === 'failed') return answer('unsupported', null, 'file.previewFailed');
  if (!(await services.tools.get('soffice')))
    return answer('unsupported', null, 'file.previewConverterMissing');
  if (file.previewState !== 'converting') {
    await setPreviewState(services.db, file.tenantId, file.id, { previewState: 'converting' });
  }
  startConversion(services, file);
  return answer('converting', null, 'file.previewConverting');
}
