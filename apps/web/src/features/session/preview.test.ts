// Unit tests of the preview-URL rule: only same-site app paths other than the account screens are followed.
import { describe, expect, it } from 'vitest';
import { isSafeAppPath } from './preview.ts';

describe('isSafeAppPath', () => {
  it.each(['/message/list', '/course/detail?id=3', '/myTask?clickData=myLearn#x'])('accepts %s', (path) => {
    expect(isSafeAppPath(path)).toBe(true);
  });
  it.each([
    'https://evil.example/x',
    '//evil.example',
    '/\\evil',
    'message/list',
    '/login',
    '/register?x=1',
    '/666',
  ])('rejects %s', (path) => {
    expect(isSafeAppPath(path)).toBe(false);
  });
});
