// Account endpoints: SMS codes, registration, forgotten and changed passwords, phone binding, the profile
// check, the agreement and the daily sign-in credit. The pickers and home-page calls are routes-people.ts.
import {
  accountPaths,
  ZBindPhoneSchema,
  ZChangePasswordSchema,
  ZCheckSmsSchema,
  ZForgetPasswordResetSchema,
  ZInfoCheckSchema,
  ZPhoneQuerySchema,
  ZRegisterSchema,
  ZSendSmsSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { anonymous, anonymousWithClient, devRoute, signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { findAgreement, saveLoginCredit } from './login-credit-service.ts';
import { changePassword, resetForgottenPassword } from './password-service.ts';
import { lookUpPhone, type PhoneLookupLog } from './phone-lookup-service.ts';
import { checkProfileInfo, setPhone } from './phone-service.ts';
import { presentSmsOutboxEntry } from './presenter.ts';
import { registerUser } from './register-service.ts';
import { peopleRoutes } from './routes-people.ts';
import { lastOutboxCode, sendSmsCode, verifySmsCode } from './sms-service.ts';

export async function accountRoutes(app: FastifyInstance) {
  const { db, tenants } = app.deps;
  // Anonymous answers about whether a phone is registered, per IP (phone-lookup-service.ts).
  const lookups: PhoneLookupLog = new Map();

  const sendCode = async (request: FastifyRequest) => {
    const input = parseInput(ZSendSmsSchema, queryAndBody(request), request);
    const tenant = await tenants.requireTenant(request);
    const sent = await sendSmsCode(
      { db, lookups },
      {
        ...input,
        tenantId: tenant.id,
        ip: request.ip,
        siteName: tenant.siteName,
      },
    );
    return ok(request, sent, 'sms.sent');
  };
  app.post(accountPaths.smsSend, anonymousWithClient, sendCode);
  app.post(accountPaths.smsSendCode, anonymousWithClient, sendCode);

  app.post(accountPaths.smsCheck, anonymousWithClient, async (request) => {
    const input = parseInput(ZCheckSmsSchema, queryAndBody(request), request);
    const tenant = await tenants.requireTenant(request);
    await verifySmsCode(db, { ...input, tenantId: tenant.id, consume: false });
    return ok(request, { valid: true });
  });

  app.post(accountPaths.register, anonymousWithClient, async (request) => {
    const input = parseInput(ZRegisterSchema, queryAndBody(request), request);
    const tenant = await tenants.requireTenant(request);
    return ok(
      request,
      await registerUser({ db, lookups }, { ...input, tenantId: tenant.id, ip: request.ip }),
    );
  });

  app.get(accountPaths.phoneExists, anonymousWithClient, async (request) => {
    const { phone } = parseInput(ZPhoneQuerySchema, request.query, request);
    const tenant = await tenants.requireTenant(request);
    const exist = await lookUpPhone({ db, lookups }, { tenantId: tenant.id, phone, ip: request.ip });
    return ok(request, { exist });
  });

  app.post(accountPaths.resetPassword, anonymousWithClient, async (request) => {
    const input = parseInput(ZForgetPasswordResetSchema, queryAndBody(request), request);
    const tenant = await tenants.requireTenant(request);
    await resetForgottenPassword({ db, hub: app.deps.realtime }, { ...input, tenantId: tenant.id });
    return ok(request, null);
  });

  app.post(accountPaths.changePassword, signedIn, async (request) => {
    const input = parseInput(ZChangePasswordSchema, queryAndBody(request), request);
    const { tenantId, userId, sessionId } = actorOf(request);
    await changePassword({ db, hub: app.deps.realtime }, { ...input, tenantId, userId, sessionId });
    return ok(request, null);
  });

  for (const scene of ['bindPhone', 'changePhone'] as const) {
    app.post(accountPaths[scene], signedIn, async (request) => {
      const input = parseInput(ZBindPhoneSchema, queryAndBody(request), request);
      const { tenantId, userId } = actorOf(request);
      await setPhone({ db, hub: app.deps.realtime }, { ...input, scene, tenantId, userId });
      return ok(request, null);
    });
  }

  app.post(accountPaths.infoCheck, signedIn, async (request) => {
    const input = parseInput(ZInfoCheckSchema, queryAndBody(request), request);
    const { tenantId, userId } = actorOf(request);
    return ok(request, await checkProfileInfo(db, { ...input, tenantId, userId }));
  });

  app.get(accountPaths.agreement, anonymous, async (request) => {
    const tenant = await tenants.requireTenant(request);
    return ok(request, await findAgreement(db, tenant.id, 'register'));
  });

  app.get(accountPaths.saveLoginCredit, signedIn, async (request) => {
    const { tenantId, userId } = actorOf(request);
    return ok(request, await saveLoginCredit(db, tenantId, userId));
  });

  await peopleRoutes(app);

  devRoute(app, 'GET', accountPaths.devSmsOutbox, anonymous, async (request) => {
    const { phone } = parseInput(ZPhoneQuerySchema, request.query, request);
    const tenant = await tenants.requireTenant(request);
    const entry = await lastOutboxCode(db, tenant.id, phone);
    if (!entry) throw new AppError('NOT_FOUND');
    return ok(request, presentSmsOutboxEntry(entry));
  });
}
