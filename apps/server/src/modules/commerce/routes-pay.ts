// What payment gateways call on us (the notification URL, no user token: the signature is the credential)
// and the built-in sandbox gateway's own payment page calls (the page token in its URL is the credential).
import { payPaths as P, ZSandboxCheckoutSchema, ZSandboxConfirmSchema } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { anonymous } from '../../core/access.ts';
import { AppError } from '../../core/app-error.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput } from '../../core/validate.ts';
import { sandboxOf } from './gateways.ts';
import { handleNotification } from './payment-service.ts';
import { payDepsOf } from './sweep-service.ts';

/** A notification has these fields as text; anything else is not a notification at all (a 400). */
const ZNotificationSchema = z.looseObject({
  notify_id: z
    .string({ error: 'commerce.requestIdRequired' })
    .min(1, { error: 'commerce.requestIdRequired' })
    .max(64),
  out_trade_no: z
    .string({ error: 'commerce.requestIdRequired' })
    .min(1, { error: 'commerce.requestIdRequired' })
    .max(64),
  trade_no: z.string({ error: 'commerce.requestIdRequired' }).max(64),
  total_amount: z
    .string({ error: 'commerce.amountInvalid' })
    .regex(/^\d{1,12}$/, { error: 'commerce.amountInvalid' }),
  trade_status: z.string({ error: 'commerce.statusInvalid' }).max(32),
  sign: z
    .string({ error: 'commerce.requestIdRequired' })
    .regex(/^[0-9a-f]{1,128}$/, { error: 'commerce.requestIdRequired' }),
});

export async function commercePayRoutes(app: FastifyInstance) {
  app.post(P.notifySandbox, anonymous, async (request, reply) => {
    const body = parseInput(ZNotificationSchema, request.body, request);
    const answer = await handleNotification(payDepsOf(app), 'sandbox', body);
    return reply.header('content-type', answer.contentType).send(answer.body);
  });

  app.get(P.sandboxCheckout, anonymous, async (request) => {
    const input = parseInput(ZSandboxCheckoutSchema, request.query, request);
    const trade = await sandboxOf(app).checkout(input.tradeNo, input.token);
    if (!trade) throw new AppError('NOT_FOUND');
    return ok(request, {
      tradeNo: trade.trade_no,
      subject: trade.subject,
      amountCents: trade.amount_cents,
      status: trade.status,
      returnUrl: trade.return_url,
    });
  });
  app.post(P.sandboxConfirm, anonymous, async (request) => {
    const input = parseInput(ZSandboxConfirmSchema, request.body, request);
    const trade = await sandboxOf(app).confirm(input.tradeNo, input.token, input.outcome);
    if (!trade) throw new AppError('NOT_FOUND');
    return ok(request, { tradeNo: trade.trade_no, status: trade.status, returnUrl: trade.return_url });
  });
}
