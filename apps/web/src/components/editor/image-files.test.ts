// Unit tests of the editor's choice of pasted and dropped images.
import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, imageFilesOf, isImageFile } from './image-files.ts';

describe('editor images', () => {
  it('takes the upload rules’ image kinds only', () => {
    expect(isImageFile({ name: 'a.PNG', type: '' })).toBe(true);
    expect(isImageFile({ name: 'b.jpeg', type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ name: 'c.svg', type: 'image/svg+xml' })).toBe(false);
    expect(isImageFile({ name: 'd.pdf', type: 'application/pdf' })).toBe(false);
    expect(IMAGE_ACCEPT).toBe('.jpg,.jpeg,.png,.gif,.bmp');
  });

  it('names a pasted screenshot after its type', () => {
    const files = imageFilesOf([
      new File(['x'], 'clip', { type: 'image/png' }),
      new File(['y'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toMatch(/^image-\d+\.png$/);
  });
});
