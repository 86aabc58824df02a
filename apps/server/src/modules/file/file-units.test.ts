// Unit tests of the file service's pure parts: the magic-byte table, Range parsing, upload tokens,
// signed grants, and the one-at-a-time job queue.
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { UPLOAD_RULES } from '@elearning/shared';
import { describe, expect, it } from 'vitest';
import { keyOfGrant, signGrant, verifyGrant } from '../../storage/signing.ts';
import { makeDocx, makePdf, makePng } from './fixtures.ts';
import { createJobQueue } from './job-queue.ts';
import { contentMatches, createContentCheck, SIGNATURES } from './magic-bytes.ts';
import { parseRange } from './range.ts';
import { issueUploadToken, UPLOAD_TOKEN_TTL_MS, verifyUploadToken } from './upload-token.ts';

const latin = (s: string) => Buffer.from(s, 'latin1');
const ole2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const asf = Buffer.from([
  0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c,
]);

describe('magic bytes', () => {
  const good: Record<string, Buffer> = {
    png: makePng(),
    jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe1]),
    gif: latin('GIF89a..'),
    bmp: latin('BM6\x00\x00\x00'),
    pdf: makePdf('x'),
    docx: makeDocx(['x']),
    xlsx: latin('PK\x03\x04rest'),
    pptx: latin('PK\x03\x04rest'),
    zip: latin('PK\x05\x06\x00\x00'),
    doc: ole2,
    xls: ole2,
    ppt: ole2,
    wps: ole2,
    rtf: latin('{\\rtf1\\ansi hello}'),
    rar: latin('Rar!\x1a\x07\x01\x00'),
    mp4: latin('\x00\x00\x00\x18ftypmp42'),
    mov: latin('\x00\x00\x00\x14moov'),
    '3gp': latin('\x00\x00\x00\x14ftyp3gp5'),
    avi: latin('RIFF\x00\x00\x00\x00AVI LIST'),
    wav: latin('RIFF\x00\x00\x00\x00WAVEfmt '),
    flv: latin('FLV\x01\x05'),
    mp3: latin('ID3\x03\x00'),
    wmv: asf,
    wma: asf,
    rm: latin('.RMF\x00\x00'),
    rmvb: latin('.RMF\x00\x00'),
  };

  it('has a signature for every extension of the upload rules', () => {
    const extensions = Object.values(UPLOAD_RULES).flatMap((rule) => [...rule.extensions]);
    expect(Object.keys(SIGNATURES).sort()).toEqual([...extensions].sort());
    expect(Object.keys(good).sort()).toEqual([...extensions].sort());
  });

  it('accepts each type with its own signature', () => {
    for (const [ext, head] of Object.entries(good)) expect(contentMatches(ext, head), ext).toBe(true);
  });

  it('accepts an MP3 that starts with a frame header', () => {
    expect(contentMatches('mp3', Buffer.from([0xff, 0xfb, 0x90, 0x64]))).toBe(true);
    expect(contentMatches('mp3', Buffer.from([0xff, 0x00]))).toBe(false);
  });

  it('refuses a signature of another type', () => {
    expect(contentMatches('png', good.jpg!)).toBe(false);
    expect(contentMatches('wav', good.avi!)).toBe(false);
    expect(contentMatches('docx', ole2)).toBe(false);
    expect(contentMatches('pdf', Buffer.alloc(0))).toBe(false);
  });

  it('refuses executables whatever their name', () => {
    const heads = [
      latin('MZ\x90\x00'),
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2]),
      Buffer.from([0xcf, 0xfa, 0xed, 0xfe]),
      latin('#!/bin/sh\n'),
    ];
    for (const head of heads)
      for (const ext of ['png', 'pdf', 'mp3', 'bmp']) expect(contentMatches(ext, head)).toBe(false);
  });

  it('checks as a stream stage that holds only the first bytes and passes everything through', async () => {
    const pdf = Buffer.concat([makePdf('x'), Buffer.alloc(5000, 0x20)]);
    const chunks = [pdf.subarray(0, 3), pdf.subarray(3, 700), pdf.subarray(700)];
    const passed = Readable.from(chunks).pipe(createContentCheck('pdf', () => new Error('mismatch')));
    expect(await text(passed)).toBe(pdf.toString('utf8'));
    const refused = Readable.from([latin('MZ'), Buffer.alloc(10)]).pipe(
      createContentCheck('png', () => new Error('mismatch')),
    );
    await expect(text(refused)).rejects.toThrow('mismatch');
  });
});

describe('parseRange', () => {
  it('reads single ranges, open and suffix forms', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 });
    expect(parseRange('bytes=10-5000', 1000)).toEqual({ kind: 'partial', start: 10, end: 999 });
  });

  it('answers the whole object for absent, malformed, reversed or multiple ranges', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=5-1', 'bytes=0-1,5-6', 'bytes=-']) {
      expect(parseRange(header, 1000), String(header)).toEqual({ kind: 'full' });
    }
  });

  it('calls ranges past the end unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('upload tokens', () => {
  const secret = 'test-secret';
  it('carry tenant, user and video, and expire', () => {
    const now = 1_800_000_000_000;
    const { token, expiresAt } = issueUploadToken(
      secret,
      { tenantId: 'learn', userId: 7, videoId: 'v' },
      now,
    );
    expect(expiresAt).toBe(now + UPLOAD_TOKEN_TTL_MS);
    expect(verifyUploadToken(secret, token, now + 1)).toEqual({
      tenantId: 'learn',
      userId: 7,
      videoId: 'v',
      expiresAt,
    });
    expect(verifyUploadToken(secret, token, expiresAt)).toBe('expired');
  });

  it('are refused when altered, sealed with another secret or for another purpose', () => {
    const { token } = issueUploadToken(secret, { tenantId: 'learn', userId: 7 });
    const [body, mac] = token.split('.') as [string, string];
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), u: 8 }),
    ).toString('base64url');
    expect(verifyUploadToken(secret, `${altered}.${mac}`)).toBe('invalid');
    expect(verifyUploadToken('other', token)).toBe('invalid');
    const grant = signGrant(secret, {
      scope: 'learn/a.png',
      expiresAt: Date.now() + 1000,
      attachment: false,
    });
    expect(verifyUploadToken(secret, grant)).toBe('invalid');
  });
});

describe('signed grants', () => {
  it('name one object, or objects directly under a prefix', () => {
    const grant = verifyGrant(
      's',
      signGrant('s', { scope: 'learn/hls/v/', expiresAt: Date.now() + 60_000, attachment: false }),
    );
    if (typeof grant === 'string') throw new Error(grant);
    expect(keyOfGrant(grant, 'seg0001.ts')).toBe('learn/hls/v/seg0001.ts');
    expect(keyOfGrant(grant, '..')).toBeNull();
    expect(keyOfGrant(grant, 'a/b.ts')).toBeNull();
    const single = { scope: 'learn/2026/01/x.pdf', expiresAt: 0, attachment: false };
    expect(keyOfGrant(single, 'anything.pdf')).toBe('learn/2026/01/x.pdf');
  });
});

describe('job queue', () => {
  it('runs one job at a time, in order, and does not queue a key twice', async () => {
    const errors: string[] = [];
    const queue = createJobQueue((key) => errors.push(key));
    const log: string[] = [];
    let running = 0;
    const job = (name: string) => async () => {
      running++;
      expect(running).toBe(1);
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${name}`);
      running--;
    };
    void queue.enqueue('a', job('a'));
    void queue.enqueue('a', job('a-again'));
    void queue.enqueue('b', async () => {
      throw new Error('boom');
    });
    void queue.enqueue('c', job('c'));
    expect(queue.has('a')).toBe(true);
    await queue.idle();
    expect(log).toEqual(['start a', 'end a', 'start c', 'end c']);
    expect(errors).toEqual(['b']);
    expect(queue.has('a')).toBe(false);
  });
});
