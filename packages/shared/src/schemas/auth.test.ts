// Unit tests of the account API request schemas: coercion of form values and the message keys given.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZBindPhoneSchema,
  ZChangePasswordSchema,
  ZCheckSmsSchema,
  ZDictQuerySchema,
  ZForgetPasswordResetSchema,
  ZPhoneQuerySchema,
  ZRegisterSchema,
  ZSendSmsSchema,
  ZTokenRequestSchema,
} from './auth.ts';

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

describe('ZRegisterSchema', () => {
  const valid = { phone: '13812345678', smsCode: '123456', password: 'abc123', agreement: true };

  it('accepts a registration, agreement as boolean or form text', () => {
    expect(ZRegisterSchema.parse(valid)).toEqual(valid);
    expect(ZRegisterSchema.parse({ ...valid, agreement: 'true', name: ' 张三 ' })).toEqual({
      ...valid,
      name: '张三',
    });
  });

  it('needs the agreement', () => {
    for (const agreement of [false, 'false', undefined, 'yes']) {
      expect(issuesOf(ZRegisterSchema, { ...valid, agreement })).toEqual([
        'agreement: auth.agreementRequired',
      ]);
    }
  });

  it('applies the full password, phone and code rules', () => {
    expect(issuesOf(ZRegisterSchema, { ...valid, password: 'abcdef' })).toEqual([
      'password: validation.password.classes',
    ]);
    expect(issuesOf(ZRegisterSchema, { ...valid, password: 'abc1234567890' })).toEqual([
      'password: validation.password.length',
    ]);
    expect(issuesOf(ZRegisterSchema, { ...valid, phone: '12812345678', smsCode: '12' })).toEqual([
      'phone: validation.phone.format',
      'smsCode: validation.smsCode.format',
    ]);
    expect(issuesOf(ZRegisterSchema, { ...valid, name: 'n'.repeat(33) })).toEqual([
      'name: validation.name.tooLong',
    ]);
  });
});

describe('SMS schemas', () => {
  it('accept every scene and reject others', () => {
    for (const scene of ['register', 'forgetPassword', 'bindPhone', 'changePhone', 'login']) {
      expect(ZSendSmsSchema.parse({ phone: '13812345678', scene })).toEqual({ phone: '13812345678', scene });
    }
    expect(issuesOf(ZSendSmsSchema, { phone: '13812345678', scene: 'other' })).toEqual([
      'scene: validation.smsScene.invalid',
    ]);
  });

  it('check a code for a phone and scene', () => {
    expect(ZCheckSmsSchema.parse({ phone: 13812345678, code: '654321', scene: 'register' })).toEqual({
      phone: '13812345678',
      code: '654321',
      scene: 'register',
    });
    expect(issuesOf(ZCheckSmsSchema, { phone: '13812345678', scene: 'register' })).toEqual([
      'code: validation.smsCode.required',
    ]);
  });
});

describe('password and phone schemas', () => {
  it('reset needs phone, code and a valid new password', () => {
    expect(
      issuesOf(ZForgetPasswordResetSchema, { phone: '13812345678', smsCode: '123456', password: '123456' }),
    ).toEqual(['password: validation.password.classes']);
  });

  it('change bounds the old password and checks the new one fully', () => {
    expect(issuesOf(ZChangePasswordSchema, { oldPassword: 'x', newPassword: 'abc!@#' })).toEqual([]);
    expect(issuesOf(ZChangePasswordSchema, { oldPassword: '', newPassword: 'abc12' })).toEqual([
      'oldPassword: validation.oldPassword.required',
      'newPassword: validation.password.length',
    ]);
    expect(issuesOf(ZChangePasswordSchema, { oldPassword: 'x'.repeat(65), newPassword: 'abc123' })).toEqual([
      'oldPassword: validation.password.tooLong',
    ]);
  });

  it('bind phone and phone query check the phone', () => {
    expect(issuesOf(ZBindPhoneSchema, { phone: '1381234567', smsCode: '123456' })).toEqual([
      'phone: validation.phone.format',
    ]);
    expect(ZPhoneQuerySchema.parse({ phone: '13812345678' })).toEqual({ phone: '13812345678' });
    expect(issuesOf(ZPhoneQuerySchema, {})).toEqual(['phone: validation.phone.required']);
  });

  it('dictionary query needs a code of at most 64 characters', () => {
    expect(ZDictQuerySchema.parse({ code: 'sex' })).toEqual({ code: 'sex' });
    expect(issuesOf(ZDictQuerySchema, { code: '' })).toEqual(['code: validation.dictCode.required']);
    expect(issuesOf(ZDictQuerySchema, { code: 'c'.repeat(65) })).toEqual([
      'code: validation.dictCode.tooLong',
    ]);
  });
});
