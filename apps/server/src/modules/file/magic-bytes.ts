// Content signatures (magic bytes) of the upload types that have one: the first bytes of a file must
// agree with its extension, and executables are refused whatever they are called. Runs as a stream
// stage that holds back only the first bytes, so nothing is written before the check has passed.
import { Transform, type TransformCallback } from 'node:stream';

type Matcher = (head: Buffer) => boolean;

const bytes = (...values: number[]) => Buffer.from(values);
const ascii = (text: string) => Buffer.from(text, 'latin1');

function startsWith(signature: Buffer, offset = 0): Matcher {
  return (head) =>
    head.length >= offset + signature.length &&
    head.subarray(offset, offset + signature.length).equals(signature);
}

function anyOf(...matchers: Matcher[]): Matcher {
  return (head) => matchers.some((match) => match(head));
}

const ZIP = anyOf(startsWith(bytes(0x50, 0x4b, 0x03, 0x04)), startsWith(bytes(0x50, 0x4b, 0x05, 0x06)));
const OLE2 = startsWith(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1));
/** ISO base media (mp4, mov, 3gp): a box type at offset 4; QuickTime files may open with other atoms. */
const ISO_MEDIA = anyOf(
  ...['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].map((box) => startsWith(ascii(box), 4)),
);
const ASF = startsWith(
  bytes(0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c),
);
const riff =
  (form: string): Matcher =>
  (head) =>
    startsWith(ascii('RIFF'))(head) && startsWith(ascii(form), 8)(head);
/** MPEG audio frame: 11 sync bits set, a valid version and layer. */
const MPEG_FRAME: Matcher = (head) =>
  head.length >= 2 &&
  head[0] === 0xff &&
  (head[1]! & 0xe0) === 0xe0 &&
  (head[1]! & 0x18) !== 0x08 &&
  (head[1]! & 0x06) !== 0;
/** PDF readers accept a header anywhere in the first 1024 bytes. */
const PDF: Matcher = (head) => head.subarray(0, 1024).includes(ascii('%PDF-'));

/** Signature per extension; every extension of the upload rules (SPEC §5) has one. */
export const SIGNATURES: Readonly<Record<string, Matcher>> = {
  png: startsWith(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)),
  jpg: startsWith(bytes(0xff, 0xd8, 0xff)),
  jpeg: startsWith(bytes(0xff, 0xd8, 0xff)),
  gif: anyOf(startsWith(ascii('GIF87a')), startsWith(ascii('GIF89a'))),
  bmp: startsWith(ascii('BM')),
  pdf: PDF,
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  zip: ZIP,
  // Legacy Office names often carry the newer zip format (a .docx renamed .doc); both are documents.
  doc: anyOf(OLE2, ZIP),
  xls: anyOf(OLE2, ZIP),
  ppt: anyOf(OLE2, ZIP),
  wps: anyOf(OLE2, ZIP),
  rtf: startsWith(ascii('{\\rtf')),
  rar: startsWith(ascii('Rar!\x1a\x07')),
  mp4: ISO_MEDIA,
  mov: ISO_MEDIA,
  '3gp': ISO_MEDIA,
  avi: riff('AVI '),
  wav: riff('WAVE'),
  flv: startsWith(ascii('FLV')),
  mp3: anyOf(startsWith(ascii('ID3')), MPEG_FRAME),
  wmv: ASF,
  wma: ASF,
  rm: startsWith(ascii('.RMF')),
  rmvb: startsWith(ascii('.RMF')),
};

/** Windows PE (MZ), ELF, Mach-O (both byte orders, 32/64 bit and universal), and scripts with a shebang. */
const EXECUTABLE = anyOf(
  startsWith(ascii('MZ')),
  startsWith(bytes(0x7f, 0x45, 0x4c, 0x46)),
  startsWith(bytes(0xfe, 0xed, 0xfa, 0xce)),
  startsWith(bytes(0xfe, 0xed, 0xfa, 0xcf)),
  startsWith(bytes(0xce, 0xfa, 0xed, 0xfe)),
  startsWith(bytes(0xcf, 0xfa, 0xed, 0xfe)),
  startsWith(bytes(0xca, 0xfe, 0xba, 0xbe)),
  startsWith(ascii('#!')),
);

/** Bytes the check looks at (the PDF header may sit anywhere in the first 1024). */
export const SNIFF_BYTES = 1024;

/** True when the first bytes of a file fit its extension and are not an executable. */
export function contentMatches(ext: string, head: Buffer): boolean {
  if (EXECUTABLE(head)) return false;
  const matcher = SIGNATURES[ext];
  return matcher ? matcher(head) : false;
}

/**
 * A pass-through stage that holds the first bytes until it can judge them, then fails with `mismatch()`
 * or lets everything through unchanged.
 */
export function createContentCheck(ext: string, mismatch: () => Error): Transform {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let checked = false;

  function judge(push: (chunk: Buffer) => void): Error | null {
    checked = true;
    const head = Buffer.concat(held);
    held = [];
    if (!contentMatches(ext, head)) return mismatch();
    push(head);
    return null;
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (checked) return callback(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes < SNIFF_BYTES) return callback();
      callback(judge((head) => this.push(head)));
    },
    flush(callback: TransformCallback) {
      if (checked) return callback();
      callback(judge((head) => this.push(head)));
    },
  });
}
