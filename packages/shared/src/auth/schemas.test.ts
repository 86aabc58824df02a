// Unit tests of the auth request schemas: coercion of form values and the message keys given.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZTicketQuerySchema, ZTokenRequestSchema } from './schemas.ts';

/** `path: message` of every issue of a failed parse, or [] when it passes. */
function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('ZTokenRequestSchema', () => {
  it('accepts a password grant without applying the 6..12 rule', () => {
    const parsed = ZTokenRequestSchema.parse({
      grant_type: 'password',
      username: ' admin ',
      password: '1',
      tenantId: 'learn',
      scope: 'all',
      user_type: 'staff',
      extra: 'dropped',
    });
    expect(parsed).toEqual({
      grant_type: 'password',
      username: 'admin',
      password: '1',
      tenantId: 'learn',
      scope: 'all',
      user_type: 'staff',
    });
  });

  it('treats blank optional fields as absent', () => {
    const parsed = ZTokenRequestSchema.parse({
      grant_type: 'captcha',
      username: 'u',
      password: 'p',
      tenantId: '',
    });
    expect(parsed).toEqual({ grant_type: 'captcha', username: 'u', password: 'p' });
  });

  it('requires the credentials of each grant', () => {
    expect(issuesOf(ZTokenRequestSchema, { grant_type: 'password' })).toEqual([
      'username: validation.username.required',
      'password: validation.password.required',
    ]);
    expect(issuesOf(ZTokenRequestSchema, { grant_type: 'refresh_token' })).toEqual([
      'refresh_token: validation.refreshToken.required',
    ]);
    expect(ZTokenRequestSchema.parse({ grant_type: 'refresh_token', refresh_token: 'r' })).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r',
    });
  });

  it('bounds the lengths at 64', () => {
    const ok = { grant_type: 'password', username: 'u'.repeat(64), password: 'p'.repeat(64) };
    expect(issuesOf(ZTokenRequestSchema, ok)).toEqual([]);
    expect(
      issuesOf(ZTokenRequestSchema, {
        ...ok,
        username: 'u'.repeat(65),
        password: 'p'.repeat(65),
        tenantId: 't'.repeat(65),
      }),
    ).toEqual([
      'username: validation.username.tooLong',
      'password: validation.password.tooLong',
      'tenantId: validation.tenantId.invalid',
    ]);
  });

  it('rejects unknown or missing grant types', () => {
    expect(issuesOf(ZTokenRequestSchema, { grant_type: 'client_credentials' })).toEqual([
      'grant_type: auth.unsupportedGrant',
    ]);
    expect(issuesOf(ZTokenRequestSchema, {})).toEqual(['grant_type: auth.unsupportedGrant']);
  });
});

describe('ZTicketQuerySchema', () => {
  it('needs a ticket of at most 128 characters', () => {
    expect(ZTicketQuerySchema.parse({ tid: ' abc ' })).toEqual({ tid: 'abc' });
    expect(issuesOf(ZTicketQuerySchema, {})).toEqual(['tid: auth.ticketInvalid']);
    expect(issuesOf(ZTicketQuerySchema, { tid: 't'.repeat(129) })).toEqual(['tid: auth.ticketInvalid']);
  });
});
