// Unit tests of the account request schemas: coercion of form values and the message keys given.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZBindPhoneSchema,
  ZChangePasswordSchema,
  ZCheckSmsSchema,
  ZForgetPasswordResetSchema,
  ZInfoCheckSchema,
  ZOrgUsersQuerySchema,
  ZPhoneQuerySchema,
  ZRegisterSchema,
  ZSendSmsSchema,
  ZTreeChildQuerySchema,
} from './schemas.ts';

/** `path: message` of every issue of a failed parse, or [] when it passes. */
function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

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
});

describe('profile check and picker schemas', () => {
  it('checks a phone or an e-mail address, at least one', () => {
    expect(ZInfoCheckSchema.parse({ phone: '13812345678' })).toEqual({ phone: '13812345678' });
    expect(ZInfoCheckSchema.parse({ email: ' a@b.cn ', phone: '' })).toEqual({ email: 'a@b.cn' });
    expect(issuesOf(ZInfoCheckSchema, {})).toEqual(['phone: validation.infoCheck.required']);
    expect(issuesOf(ZInfoCheckSchema, { email: 'not-an-address' })).toEqual([
      'email: validation.email.format',
    ]);
  });

  it("reads the tree's parentId '0' as the top and bounds the search", () => {
    expect(ZTreeChildQuerySchema.parse({ parentId: '0' })).toEqual({ parentId: 0 });
    expect(ZTreeChildQuerySchema.parse({ parentId: '12', search: ' 张 ' })).toEqual({
      parentId: 12,
      search: '张',
    });
    expect(issuesOf(ZTreeChildQuerySchema, { parentId: '-1' })).toEqual(['parentId: validation.id.invalid']);
    expect(issuesOf(ZTreeChildQuerySchema, { search: 's'.repeat(101) })).toEqual([
      'search: validation.searchTooLong',
    ]);
  });

  it('reads id lists written with commas, as arrays or absent', () => {
    expect(ZOrgUsersQuerySchema.parse({ orgId: '1, 2,3' })).toEqual({ orgId: [1, 2, 3] });
    expect(ZOrgUsersQuerySchema.parse({ orgId: ['4'] })).toEqual({ orgId: [4] });
    expect(ZOrgUsersQuerySchema.parse({})).toEqual({ orgId: [] });
    expect(ZOrgUsersQuerySchema.safeParse({ orgId: '1,x' }).success).toBe(false);
    expect(
      ZOrgUsersQuerySchema.safeParse({ orgId: Array.from({ length: 101 }, (_, i) => i + 1) }).success,
    ).toBe(false);
  });
});
