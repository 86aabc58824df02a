// Unit tests of the rich-text sanitiser: what must be removed (script, handlers, javascript: URLs,
// frames, foreign images) and what must survive (the editor's headings, lists, tables, links, our images).
import { fileApiPath, filePaths } from '@elearning/shared';
import { describe, expect, it } from 'vitest';
import { isOwnFileUrl, sanitizeRichText } from './rich-text.ts';

const OWN_IMAGE = fileApiPath(filePaths.file, '0b9f6a1e-3c1d-4f57-9d2a-5b0c2d1e7f11');

describe('sanitizeRichText', () => {
  it('removes <script> and its text', () => {
    const out = sanitizeRichText('<p>hi</p><script>alert(1)</script><p>there</p>');
    expect(out).toBe('<p>hi</p><p>there</p>');
  });

  it('removes on* event handlers', () => {
    const out = sanitizeRichText(
      `<p onclick="alert(1)" onmouseover="x()">a</p><img src="${OWN_IMAGE}" onerror="alert(2)">`,
    );
    expect(out).not.toMatch(/on(click|mouseover|error)/i);
    expect(out).toContain('<p>a</p>');
    expect(out).toContain(`<img src="${OWN_IMAGE}" />`);
  });

  it('removes javascript: URLs, also disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
    ]) {
      const out = sanitizeRichText(`<a href="${href}">x</a>`);
      expect(out).toBe('<a>x</a>');
    }
  });

  it('removes <iframe>, <object>, <embed>, <form> and <style>', () => {
    const out = sanitizeRichText(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="y"><form><input name="q"></form><style>p{}</style><p>ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('keeps headings, lists, tables, emphasis and links', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<table><tbody><tr><th colspan="2">h</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>' +
      '<p><a href="https://example.com/doc">link</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('adds noopener to links opening a new tab', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('keeps our own image URLs and drops foreign or data: images', () => {
    const html = `<p><img src="${OWN_IMAGE}" alt="chart" /></p>`;
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<p><img src="https://tracker.example/pixel.png" />x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p><img src="data:image/svg+xml;base64,PHN2Zz4=" />x</p>')).toBe('<p>x</p>');
  });

  it('accepts absolute image URLs on a configured own origin only', () => {
    const html = `<img src="https://lms.example.com${OWN_IMAGE}" />`;
    expect(sanitizeRichText(html)).toBe('');
    expect(sanitizeRichText(html, { ownOrigins: ['https://lms.example.com'] })).toBe(html);
  });

  it('keeps only harmless inline styles', () => {
    const out = sanitizeRichText(
      '<p style="color:#ff0000;text-align:center;background-image:url(javascript:alert(1))">x</p>',
    );
    expect(out).toBe('<p style="color:#ff0000;text-align:center">x</p>');
  });
});

describe('isOwnFileUrl', () => {
  it('recognises relative file and signed-file paths only', () => {
    expect(isOwnFileUrl(OWN_IMAGE)).toBe(true);
    expect(isOwnFileUrl(`${filePaths.signedFile}/abc.def/x.png`)).toBe(true);
    expect(isOwnFileUrl(`//evil.example${fileApiPath(filePaths.file, 'x')}`)).toBe(false);
    expect(isOwnFileUrl(`${filePaths.file.replace(':id', '')}../../etc/passwd`)).toBe(false);
    expect(isOwnFileUrl('/uploads/x.png')).toBe(false);
  });
});
