// Account endpoints: SMS codes, register, forgotten and changed passwords, phone binding, agreement.
import {
  ZBindPhoneSchema,
  ZChangePasswordSchema,
  ZCheckSmsSchema,
  ZForgetPasswordResetSchema,
  ZPhoneQuerySchema,
  ZRegisterSchema,
  ZSendSmsSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { authOf } from '../auth/auth-hook.ts';
import {
  changePassword,
  findAgreement,
  phoneExists,
  registerUser,
  resetForgottenPassword,
  saveLoginCredit,
  setPhone,
} from './service.ts';
import { lastOutboxCode, sendSmsCode, verifySmsCode } from './sms-service.ts';

export async function accountRoutes(app: FastifyInstance) {
  const { db, config, tenants } = app.deps;
  const anonymous = { config: { client: 'required' } } as const;
  const signedIn = { config: { auth: 'required' } } as const;

  app.post('/api/common/v1/sms/sendCode', anonymous, async (request) => {
    const input = parseInput(ZSendSmsSchema, queryAndBody(request), request);
    const tenant = await tenants.requireTenant(request);
    const exists = await phoneExists(db, tenant.id, input.phone);
    if (input.scene === 'forgetPassword' && !exists) throw new AppError('PHONE_NOT_FOUND');
    if (input.scene !== 'forgetPassword' && input.scene !== 'login' && exists)
      throw new AppError('PHONE_EXISTS');
    const sent = await sendSmsCode(db, {
      ...input,
      tenantId: tenant.id,
      ip: request.ip,
      siteName: tenant.siteName,
    });
    return ok(request, sent, 'sms.sent');
  });

  app.post('/api/common/v1/sms/check', anonymous, async (request) => {
    const input = parseInput(ZCheckSmsSchema, queryAndBody(request), request);
    const tenant = await tenants.requireTenant(request);
    await verifySmsCode(db, { ...input, tenantId: tenant.id, consume: false });
    return ok(request, { valid: true });
  });

  app.post('/api/user/v1/user/register', anonymous, async (request) => {
    const input = parseInput(ZRegisterSchema, queryAndBody(request), request);
    const tenant = await tenants.requireTenant(request);
    return ok(request, await registerUser(db, { ...input, tenantId: tenant.id }));
  });

  app.get('/api/user/v1/user/forgetPassword/phoneNumExist', anonymous, async (request) => {
    const { phone } = parseInput(ZPhoneQuerySchema, request.query, request);
    const tenant = await tenants.requireTenant(request);
    return ok(request, { exist: await phoneExists(db, tenant.id, phone) });
  });

  app.post('/api/user/v1/user/forgetPassword/reset', anonymous, async (request) => {
    const input = parseInput(ZForgetPasswordResetSchema, queryAndBody(request), request);
    const tenant = await tenants.requireTenant(request);
    await resetForgottenPassword(db, { ...input, tenantId: tenant.id });
    return ok(request, null);
  });

  app.post('/api/user/v1/user/pwd', signedIn, async (request) => {
    const input = parseInput(ZChangePasswordSchema, queryAndBody(request), request);
    const auth = authOf(request);
    await changePassword(db, {
      ...input,
      tenantId: auth.tenantId,
      userId: auth.user.id,
      sessionId: auth.sessionId,
    });
    return ok(request, null);
  });

  for (const scene of ['bindPhone', 'changePhone'] as const) {
    app.post(`/api/user/v1/user/${scene}`, signedIn, async (request) => {
      const input = parseInput(ZBindPhoneSchema, queryAndBody(request), request);
      const auth = authOf(request);
      await setPhone(db, { ...input, scene, tenantId: auth.tenantId, userId: auth.user.id });
      return ok(request, null);
    });
  }

  app.get('/api/user/v1/user/getAgreement', async (request) => {
    const tenant = await tenants.requireTenant(request);
    return ok(request, await findAgreement(db, tenant.id, 'register'));
  });

  app.get('/api/manage/v1/login/saveLoginCredit', signedIn, async (request) => {
    const auth = authOf(request);
    return ok(request, await saveLoginCredit(db, auth.tenantId, auth.user.id));
  });

  if (!config.production) {
    app.get('/api/dev/sms-outbox', async (request) => {
      const { phone } = parseInput(ZPhoneQuerySchema, request.query, request);
      const tenant = await tenants.requireTenant(request);
      const entry = await lastOutboxCode(db, tenant.id, phone);
      if (!entry) throw new AppError('NOT_FOUND');
      return ok(request, entry);
    });
  }
}
