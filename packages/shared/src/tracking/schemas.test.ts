// Unit tests of the page-view schema: trimming, defaults and bounds.
import { describe, expect, it } from 'vitest';
import { ZBuryPointQuerySchema } from './schemas.ts';

describe('ZBuryPointQuerySchema', () => {
  it('trims, defaults the title and the page type, and bounds the lengths', () => {
    expect(ZBuryPointQuerySchema.parse({ path: ' /course/list ', pageType: 'list' })).toEqual({
      path: '/course/list',
      title: '',
      pageType: 'list',
    });
    expect(ZBuryPointQuerySchema.parse({ path: '/x' }).pageType).toBe('other');
    expect(ZBuryPointQuerySchema.safeParse({ path: 'p'.repeat(501) }).success).toBe(false);
    expect(ZBuryPointQuerySchema.safeParse({ path: '/x', title: 't'.repeat(201) }).success).toBe(false);
    expect(ZBuryPointQuerySchema.safeParse({ path: '/x', pageType: 'home' }).success).toBe(false);
    expect(ZBuryPointQuerySchema.safeParse({ path: ['/a', '/b'] }).success).toBe(false);
  });
});
