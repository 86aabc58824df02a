// Unit tests of the SPEC §5 upload rules, at and just past each limit (sizes only, no buffers).
import { describe, expect, it } from 'vitest';
import { BYTES } from '../common/constants.ts';
import { UPLOAD_LIMITS } from './constants.ts';
import {
  ABILITY_MATERIAL_RULES,
  checkAbilityMaterial,
  checkFileAddress,
  checkUpload,
  fileExtension,
  UPLOAD_RULES,
} from './upload-rules.ts';

const MB50 = 50 * 1024 * 1024;
const GB2 = 2 * 1024 ** 3;
const MB5 = 5 * 1024 * 1024;

describe('limits', () => {
  it('are counted in binary units', () => {
    expect(UPLOAD_LIMITS.general).toBe(MB50);
    expect(UPLOAD_LIMITS.video).toBe(GB2);
    expect(UPLOAD_LIMITS.audio).toBe(GB2);
    expect(UPLOAD_LIMITS.abilityMaterialImage).toBe(MB5);
    expect(UPLOAD_LIMITS.abilityMaterialOther).toBe(2 * BYTES.GB);
  });
});

describe('checkUpload', () => {
  const cases = [
    ['video', 'mp4', GB2, 'file.videoTooLarge'],
    ['audio', 'mp3', GB2, 'file.audioTooLarge'],
    ['document', 'pdf', MB50, 'file.tooLarge'],
    ['image', 'png', MB50, 'file.tooLarge'],
    ['archive', 'zip', MB50, 'file.tooLarge'],
  ] as const;

  for (const [kind, ext, limit, message] of cases) {
    it(`accepts ${kind} at ${limit} bytes and rejects one byte more`, () => {
      expect(checkUpload({ fileName: `a.${ext}`, size: limit })).toEqual({ ok: true, kind, ext });
      expect(checkUpload({ fileName: `a.${ext}`, size: limit + 1 })).toEqual({ ok: false, message });
    });
  }

  it('knows every extension of SPEC §5, case-insensitively', () => {
    for (const [kind, rule] of Object.entries(UPLOAD_RULES)) {
      for (const ext of rule.extensions) {
        expect(checkUpload({ fileName: `Name.${ext.toUpperCase()}`, size: 1 })).toEqual({
          ok: true,
          kind,
          ext,
        });
      }
    }
    expect(UPLOAD_RULES.video.extensions).toEqual(['avi', 'wmv', 'mp4', '3gp', 'rm', 'rmvb', 'mov', 'flv']);
  });

  it('rejects other extensions and names without one', () => {
    for (const fileName of ['a.exe', 'a.txt', 'a.mp4.exe', 'README', 'file.', '.zip', '']) {
      expect(checkUpload({ fileName, size: 1 })).toEqual({ ok: false, message: 'file.wrongFormat' });
    }
  });

  it('rejects names with path characters or NUL', () => {
    for (const fileName of ['../a.pdf', 'dir/a.pdf', 'dir\\a.pdf', 'a\0.pdf', 'a.pdf\0.exe']) {
      expect(checkUpload({ fileName, size: 1 })).toEqual({ ok: false, message: 'file.wrongFormat' });
    }
  });

  it('rejects a negative or non-finite size', () => {
    expect(checkUpload({ fileName: 'a.pdf', size: -1 })).toEqual({
      ok: false,
      message: 'validation.fileSize.invalid',
    });
    expect(checkUpload({ fileName: 'a.pdf', size: Number.NaN })).toMatchObject({ ok: false });
    expect(checkUpload({ fileName: 'a.pdf', size: 0 })).toMatchObject({ ok: true });
  });

  it('extracts the lower-case extension', () => {
    expect(fileExtension('Report.Final.PDF')).toBe('pdf');
    expect(fileExtension('noext')).toBeNull();
  });
});

describe('checkAbilityMaterial', () => {
  it('allows images up to 5 MB', () => {
    expect(checkAbilityMaterial({ fileName: 'a.jpg', size: MB5 })).toEqual({
      ok: true,
      kind: 'image',
      ext: 'jpg',
    });
    expect(checkAbilityMaterial({ fileName: 'a.gif', size: MB5 + 1 })).toEqual({
      ok: false,
      message: 'file.imageTooLarge5M',
    });
  });

  it('allows other files up to 2 GB', () => {
    expect(checkAbilityMaterial({ fileName: 'a.txt', size: GB2 })).toEqual({
      ok: true,
      kind: 'other',
      ext: 'txt',
    });
    expect(checkAbilityMaterial({ fileName: 'a.mp4', size: GB2 + 1 })).toEqual({
      ok: false,
      message: 'file.otherTooLarge2G',
    });
  });

  it('accepts exactly the 26 extensions of SPEC §5', () => {
    expect(ABILITY_MATERIAL_RULES.extensions).toHaveLength(26);
    for (const ext of ABILITY_MATERIAL_RULES.extensions) {
      expect(checkAbilityMaterial({ fileName: `m.${ext}`, size: 1 })).toMatchObject({ ok: true, ext });
    }
  });

  it('rejects other formats and unsafe names', () => {
    for (const fileName of ['a.bmp', 'a.flv', 'a.exe', 'noext', 'x/a.pdf', 'x\\a.pdf', 'a\0.pdf']) {
      expect(checkAbilityMaterial({ fileName, size: 1 })).toEqual({ ok: false, message: 'file.wrongFormat' });
    }
  });
});

describe('checkFileAddress', () => {
  it('needs an http(s) address', () => {
    expect(checkFileAddress('http://files.example.com/a.pdf')).toBeNull();
    expect(checkFileAddress('https://files.example.com/a.pdf')).toBeNull();
    expect(checkFileAddress('ftp://files.example.com/a.pdf')).toBe('file.addressIncorrect');
    expect(checkFileAddress('/uploads/a.pdf')).toBe('file.addressIncorrect');
    expect(checkFileAddress('javascript:alert(1)')).toBe('file.addressIncorrect');
    expect(checkFileAddress('')).toBe('file.addressIncorrect');
    expect(checkFileAddress(null)).toBe('file.addressIncorrect');
  });
});
