// Upload rules of SPEC §5: which file extensions each upload accepts and how large each kind may be.
// Plain functions, used by the web before sending and by the server again on receipt. Results carry
// message keys of the catalogue, never texts. Also which files the browser can preview.
import type { MessageKey } from '../messages.ts';
import { UPLOAD_LIMITS } from './constants.ts';

type UploadRule = {
  readonly extensions: readonly string[];
  readonly maxBytes: number;
  readonly tooLarge: MessageKey;
};

/** General uploads (course notes, homework, editor images…) by kind. Extensions are lower case. */
export const UPLOAD_RULES = {
  video: {
    extensions: ['avi', 'wmv', 'mp4', '3gp', 'rm', 'rmvb', 'mov', 'flv'],
    maxBytes: UPLOAD_LIMITS.video,
    tooLarge: 'file.videoTooLarge',
  },
  audio: { extensions: ['mp3', 'wma', 'wav'], maxBytes: UPLOAD_LIMITS.audio, tooLarge: 'file.audioTooLarge' },
  document: {
    extensions: ['ppt', 'pptx', 'doc', 'docx', 'xlsx', 'xls', 'pdf', 'wps', 'rtf'],
    maxBytes: UPLOAD_LIMITS.general,
    tooLarge: 'file.tooLarge',
  },
  image: {
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'bmp'],
    maxBytes: UPLOAD_LIMITS.general,
    tooLarge: 'file.tooLarge',
  },
  archive: { extensions: ['rar', 'zip'], maxBytes: UPLOAD_LIMITS.general, tooLarge: 'file.tooLarge' },
} as const satisfies Record<string, UploadRule>;

export type UploadKind = keyof typeof UPLOAD_RULES;

/** Ability-improvement material (study map): one file, images up to 5 MB, anything else up to 2 GB. */
export const ABILITY_MATERIAL_RULES = {
  extensions: [
    'jpg',
    'jpeg',
    'png',
    'gif',
    'avi',
    'wmv',
    'mp4',
    '3gp',
    'rm',
    'rmvb',
    'mov',
    'mp3',
    'wma',
    'wav',
    'txt',
    'doc',
    'wps',
    'rtf',
    'docx',
    'rar',
    'zip',
    'xls',
    'xlsx',
    'ppt',
    'pptx',
    'pdf',
  ],
  imageExtensions: ['jpg', 'jpeg', 'png', 'gif'],
  imageMaxBytes: UPLOAD_LIMITS.abilityMaterialImage,
  imageTooLarge: 'file.imageTooLarge5M',
  otherMaxBytes: UPLOAD_LIMITS.abilityMaterialOther,
  otherTooLarge: 'file.otherTooLarge2G',
} as const satisfies {
  extensions: readonly string[];
  imageExtensions: readonly string[];
  imageMaxBytes: number;
  imageTooLarge: MessageKey;
  otherMaxBytes: number;
  otherTooLarge: MessageKey;
};

export type AbilityMaterialKind = 'image' | 'other';

/** What an upload check needs: the original file name and its size in bytes. */
export type UploadCandidate = { fileName: string; size: number };

/** Outcome of an upload check: the kind and lower-case extension, or the message key to show. */
export type UploadCheck<K extends string> =
  | { ok: true; kind: K; ext: string }
  | { ok: false; message: MessageKey };

const MAX_FILE_NAME_LENGTH = 255;

/** True when a name has no path separators, NUL or other control characters, and a sane length. */
export function isSafeFileName(fileName: string): boolean {
  if (fileName.length === 0 || fileName.length > MAX_FILE_NAME_LENGTH) return false;
  for (const char of fileName) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '/' || char === '\\' || code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/**
 * The lower-case extension of a safe file name (`Report.PDF` → `pdf`), or null when the name is unsafe,
 * has no extension (`README`, `file.`) or is only an extension (`.zip`).
 */
export function fileExtension(fileName: string): string | null {
  if (!isSafeFileName(fileName)) return null;
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return null;
  if (fileName.slice(0, dot).trim() === '') return null;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]+$/.test(ext) ? ext : null;
}

function isValidSize(size: number): boolean {
  return Number.isFinite(size) && size >= 0;
}

/** Checks a general upload: a known extension, then the size limit of its kind (inclusive). */
export function checkUpload({ fileName, size }: UploadCandidate): UploadCheck<UploadKind> {
  const ext = fileExtension(fileName);
  if (ext === null) return { ok: false, message: 'file.wrongFormat' };
  const kind = (Object.keys(UPLOAD_RULES) as UploadKind[]).find((k) =>
    (UPLOAD_RULES[k].extensions as readonly string[]).includes(ext),
  );
  if (kind === undefined) return { ok: false, message: 'file.wrongFormat' };
  if (!isValidSize(size)) return { ok: false, message: 'validation.fileSize.invalid' };
  const rule = UPLOAD_RULES[kind];
  if (size > rule.maxBytes) return { ok: false, message: rule.tooLarge };
  return { ok: true, kind, ext };
}

/** Checks an ability-improvement material: allowed extension, images ≤ 5 MB, other files ≤ 2 GB. */
export function checkAbilityMaterial({ fileName, size }: UploadCandidate): UploadCheck<AbilityMaterialKind> {
  const rules = ABILITY_MATERIAL_RULES;
  const ext = fileExtension(fileName);
  if (ext === null || !(rules.extensions as readonly string[]).includes(ext)) {
    return { ok: false, message: 'file.wrongFormat' };
  }
  if (!isValidSize(size)) return { ok: false, message: 'validation.fileSize.invalid' };
  const kind: AbilityMaterialKind = (rules.imageExtensions as readonly string[]).includes(ext)
    ? 'image'
    : 'other';
  if (kind === 'image' && size > rules.imageMaxBytes) return { ok: false, message: rules.imageTooLarge };
  if (kind === 'other' && size > rules.otherMaxBytes) return { ok: false, message: rules.otherTooLarge };
  return { ok: true, kind, ext };
}

/** A material can only be downloaded from an http(s) address. */
export function checkFileAddress(url: string | null | undefined): MessageKey | null {
  const value = (url ?? '').trim();
  return /^https?:\/\/\S+$/i.test(value) ? null : 'file.addressIncorrect';
}

/** Office formats converted to PDF for preview (SPEC §1); PDF and images are shown as they are. */
export const OFFICE_PREVIEW_EXTENSIONS = ['doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'wps', 'rtf'] as const;

/** True when a file of this extension can be previewed in the browser (possibly after conversion). */
export function isPreviewable(ext: string): boolean {
  const lower = ext.toLowerCase();
  return (
    lower === 'pdf' ||
    (UPLOAD_RULES.image.extensions as readonly string[]).includes(lower) ||
    (OFFICE_PREVIEW_EXTENSIONS as readonly string[]).includes(lower)
  );
}
