// Unit tests of file facts shown in file list items.
import { fileApiPath, filePaths } from '@elearning/shared';
import { describe, expect, it } from 'vitest';
import { canPreview, downloadUrlOf, fileIdOf, formatFileSize } from './format.ts';

describe('formatFileSize', () => {
  it('uses binary units with sensible precision', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatFileSize(2 * 1024 ** 3)).toBe('2 GB');
    expect(formatFileSize(123.4 * 1024)).toBe('123 KB');
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(undefined)).toBe('');
  });
});

describe('file links', () => {
  const id = '0b9f6a1e-3c1d-4f57-9d2a-5b0c2d1e7f11';
  it('finds the file id in relative and absolute file URLs', () => {
    expect(fileIdOf(fileApiPath(filePaths.file, id))).toBe(id);
    expect(fileIdOf(`https://lms.example.com${fileApiPath(filePaths.file, id)}?download=1`)).toBe(id);
    expect(fileIdOf(`https://lms.example.com${fileApiPath(filePaths.file, `${id}.pdf`)}`)).toBe(id);
    expect(fileIdOf('https://elsewhere.example.com/a.pdf')).toBeNull();
  });

  it('asks for an attachment', () => {
    const url = fileApiPath(filePaths.file, 'x');
    expect(downloadUrlOf(url)).toBe(`${url}?download=1`);
    expect(downloadUrlOf('/f?tenantId=learn')).toBe('/f?tenantId=learn&download=1');
  });

  it('knows which files can be previewed', () => {
    expect(canPreview('a.PDF')).toBe(true);
    expect(canPreview('b.docx')).toBe(true);
    expect(canPreview('c.png')).toBe(true);
    expect(canPreview('d.zip')).toBe(false);
    expect(canPreview('e.mp4')).toBe(false);
  });
});
