// Server-side sanitising of every rich-text field (DESIGN §4): what the editor produces (headings, lists,
// tables, links, emphasis, our own uploaded images) survives; scripts, event handlers, javascript: URLs,
// frames, forms and images from other hosts are removed, so stored HTML can never run script.
import { fileApiPath, filePaths } from '@elearning/shared';
import sanitizeHtml from 'sanitize-html';

/** Same-origin path of stored files (modules/file); images must point here. */
export const OWN_FILE_PATH = fileApiPath(filePaths.file, '');
const OWN_SIGNED_PATH = `${filePaths.signedFile}/`;

export type RichTextOptions = {
  /** Extra origins whose file URLs count as ours (e.g. `https://lms.example.com`), besides relative ones. */
  ownOrigins?: readonly string[];
};

const SAFE_COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]{3,20}$/i];

/** True for our own file URLs: relative `/api/common/v1/file/…`, or absolute on an own origin. */
export function isOwnFileUrl(src: string, ownOrigins: readonly string[] = []): boolean {
  const value = src.trim();
  const ownPath = (path: string) => path.startsWith(OWN_FILE_PATH) || path.startsWith(OWN_SIGNED_PATH);
  if (value.startsWith('/') && !value.startsWith('//')) return ownPath(value) && !value.includes('..');
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      ownOrigins.includes(url.origin) &&
      ownPath(url.pathname)
    );
  } catch {
    return false;
  }
}

function optionsFor(ownOrigins: readonly string[]): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'blockquote',
      'pre',
      'code',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'strike',
      'sub',
      'sup',
      'span',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
      'colgroup',
      'col',
      'caption',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      th: ['colspan', 'rowspan', 'colwidth'],
      td: ['colspan', 'rowspan', 'colwidth'],
      col: ['span', 'style'],
      ol: ['start'],
      '*': ['style'],
    },
    allowedStyles: {
      '*': {
        color: SAFE_COLOUR,
        'background-color': SAFE_COLOUR,
        'text-align': [/^(left|right|center|justify)$/],
        width: [/^\d{1,4}(px|%)$/],
        'min-width': [/^\d{1,4}px$/],
      },
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Text inside removed script/style/frames is dropped with them, never shown as text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnFileUrl(frame.attribs.src ?? '', ownOrigins),
    transformTags: {
      // Links opening a new tab cannot reach back into the app (reverse tabnabbing).
      a: (tagName, attribs) =>
        attribs.target === '_blank'
          ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }
          : { tagName, attribs },
    },
  };
}

const DEFAULT_OPTIONS = optionsFor([]);

/** The HTML of a rich-text field with everything outside the allow-list removed. */
export function sanitizeRichText(html: string, options: RichTextOptions = {}): string {
  const config = options.ownOrigins?.length ? optionsFor(options.ownOrigins) : DEFAULT_OPTIONS;
  return sanitizeHtml(html, config).trim();
}
