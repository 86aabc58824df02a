// The built-in sandbox gateway. It plays an outside payment system inside this process, with its own books
// (`commerce_sandbox_trades`) and its own payment page (the web app's /sandboxPay, calling payPaths.sandbox*):
// once the payer pays there, it calls our notification URL asynchronously with an HMAC-SHA256 signature —
// sometimes twice, sometimes late — and retries until it hears `success`, as real gateways do. Its key is
// derived from the instance's URL-signing secret (never in the repository). Tests replace `schedule` and
// `random` to deliver notifications when they choose.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { payPaths } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, runStatement } from '../../db/rows.ts';
import type { NotificationCheck, PaymentProvider, PaymentQuery, PaymentRequest } from './payment-provider.ts';

export type Delivery = (url: string, body: Record<string, string>) => Promise<string>;

export type SandboxOptions = {
  db: DbOrTx;
  secret: string;
  /** Posts a notification to our URL and answers the reply text. */
  deliver: Delivery;
  /** When to run a delivery (default: an unreferenced timer). */
  schedule?: (run: () => void, delayMs: number) => void;
  /** Dice for the gateway's whims (default Math.random). */
  random?: () => number;
};

/** Retry delays after a delivery that did not hear `success` (ms). */
const RETRY_DELAYS = [2_000, 5_000, 15_000, 60_000];

export function canonical(body: Record<string, string>): string {
  return Object.keys(body)
    .filter((key) => key !== 'sign' && body[key] !== '')
    .sort()
    .map((key) => `${key}=${body[key]}`)
    .join('&');
}

export function createSandboxGateway(options: SandboxOptions) {
  const key = createHmac('sha256', options.secret).update('pay-sandbox').digest();
  const sign = (body: Record<string, string>) =>
    createHmac('sha256', key).update(canonical(body)).digest('hex');
  const random = () => (options.random ?? Math.random)();
  const schedule =
    options.schedule ??
    ((run: () => void, delayMs: number) => {
      setTimeout(run, delayMs).unref();
    });
  const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

  const tradeShape = {
    trade_no: col.text,
    tenant_id: col.text,
    out_trade_no: col.text,
    subject: col.text,
    amount_cents: col.int,
    status: col.text,
    token_hash: col.text,
    notify_url: col.text,
    return_url: col.text,
  };
  const tradeBy = (where: 'trade' | 'out', value: string) =>
    queryRow(
      options.db,
      sql`select trade_no, tenant_id, out_trade_no, subject, amount_cents, status, token_hash, notify_url, return_url
        from commerce_sandbox_trades where ${where === 'trade' ? sql`trade_no` : sql`out_trade_no`} = ${value}`,
      tradeShape,
    );

  /** A signed notification of a paid trade, as the gateway sends it. */
  function notificationOf(trade: {
    trade_no: string;
    out_trade_no: string;
    amount_cents: number;
  }): Record<string, string> & { out_trade_no: string; sign: string } {
    const body = {
      notify_id: randomBytes(12).toString('hex'),
      notify_time: new Date().toISOString(),
      out_trade_no: trade.out_trade_no,
      trade_no: trade.trade_no,
      total_amount: String(trade.amount_cents),
      trade_status: 'TRADE_SUCCESS',
    };
    return { ...body, sign: sign(body) };
  }

  function send(url: string, body: Record<string, string>, attempt: number) {
    schedule(
      () => {
        options
          .deliver(url, body)
          .catch(() => 'error')
          .then((answer) => {
            const retry = RETRY_DELAYS[attempt];
            if (answer.trim() !== 'success' && retry !== undefined) send(url, body, attempt + 1);
          });
      },
      attempt === 0 ? 0 : (RETRY_DELAYS[attempt - 1] ?? 0),
    );
  }

  /** Announces a paid trade: one notification soon (sometimes late), sometimes a second copy. */
  function announce(trade: {
    trade_no: string;
    out_trade_no: string;
    amount_cents: number;
    notify_url: string;
  }) {
    const body = notificationOf(trade);
    const late = random() < 0.2;
    schedule(
      () => send(trade.notify_url, body, 0),
      late ? 5_000 + Math.floor(random() * 5_000) : 50 + Math.floor(random() * 1_000),
    );
    if (random() < 0.3) schedule(() => send(trade.notify_url, body, 0), 200 + Math.floor(random() * 3_000));
  }

  const provider: PaymentProvider = {
    name: 'sandbox',
    async createPayment(request: PaymentRequest) {
      const tradeNo = `SBX${Date.now()}${randomBytes(4).toString('hex')}`;
      const token = randomBytes(18).toString('base64url');
      await runStatement(
        options.db,
        sql`insert into commerce_sandbox_trades (trade_no, tenant_id, out_trade_no, subject, amount_cents, status,
            token_hash, notify_url, return_url)
          values (${tradeNo}, ${request.tenantId}, ${request.paymentNo}, ${request.subject}, ${request.amountCents},
            'waiting', ${hashToken(token)}, ${request.notifyUrl}, ${request.returnUrl})`,
      );
      const query = new URLSearchParams({ tradeNo, token });
      return { payUrl: `/sandboxPay?${query.toString()}`, tradeNo };
    },
    verifyNotification(body: Record<string, unknown>): NotificationCheck {
      const fields: Record<string, string> = {};
      for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
      const given = Buffer.from(fields.sign ?? '', 'hex');
      const expected = Buffer.from(sign(fields), 'hex');
      const amount = Number(fields.total_amount);
      return {
        valid: given.length === expected.length && timingSafeEqual(given, expected),
        notifyId: fields.notify_id ?? '',
        paymentNo: fields.out_trade_no ?? '',
        tradeNo: fields.trade_no ?? '',
        amountCents: Number.isSafeInteger(amount) ? amount : -1,
        paid: fields.trade_status === 'TRADE_SUCCESS',
      };
    },
    acknowledge: (success) => ({
      contentType: 'text/plain; charset=utf-8',
      body: success ? 'success' : 'fail',
    }),
    async query(paymentNo: string): Promise<PaymentQuery> {
      const trade = await tradeBy('out', paymentNo);
      if (!trade) return { state: 'unknown', tradeNo: '', amountCents: 0 };
      const state = trade.status === 'paid' ? 'paid' : trade.status === 'waiting' ? 'waiting' : 'closed';
      return { state, tradeNo: trade.trade_no, amountCents: trade.amount_cents };
    },
    async close(paymentNo: string) {
      await runStatement(
        options.db,
        sql`update commerce_sandbox_trades set status = 'closed' where out_trade_no = ${paymentNo} and status = 'waiting'`,
      );
    },
    async refund(paymentNo: string) {
      await runStatement(
        options.db,
        sql`update commerce_sandbox_trades set status = 'refunded' where out_trade_no = ${paymentNo} and status = 'paid'`,
      );
    },
  };

  return {
    provider,
    notificationOf,
    /** The payment page's data, when the page token matches. */
    async checkout(tradeNo: string, token: string) {
      const trade = await tradeBy('trade', tradeNo);
      return trade && trade.token_hash === hashToken(token) ? trade : undefined;
    },
    /** The payer pays (the gateway then notifies us) or leaves. */
    async confirm(tradeNo: string, token: string, outcome: 'pay' | 'cancel') {
      const trade = await this.checkout(tradeNo, token);
      if (!trade) return undefined;
      if (outcome === 'pay' && trade.status === 'waiting') {
        const paid = await queryRow(
          options.db,
          sql`update commerce_sandbox_trades set status = 'paid', paid_at = now()
            where trade_no = ${tradeNo} and status = 'waiting' returning trade_no`,
          { trade_no: col.text },
        );
        if (paid) announce(trade);
        return { ...trade, status: paid ? 'paid' : trade.status };
      }
      return trade;
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

/** Our notification URL for the sandbox. */
export const SANDBOX_NOTIFY_URL = payPaths.notifySandbox;
