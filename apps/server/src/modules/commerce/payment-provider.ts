// The payment-provider interface every gateway adapter implements (the built-in sandbox is one; a real
// gateway — Alipay, WeChat Pay, Stripe — is another file implementing the same four calls, added to
// the app's gateways in gateways.ts). Keys and certificates come from the environment or the secrets file, never the
// repository. docs/ARCHITECTURE.md "Commerce" describes the contract in prose.

/** What we ask the gateway to collect. Amounts are integer cents. */
export type PaymentRequest = {
  tenantId: string;
  /** Our payment number (the gateway's out_trade_no); unique across tenants. */
  paymentNo: string;
  subject: string;
  amountCents: number;
  /** Our notification path the gateway calls (asynchronously, possibly twice, possibly late). */
  notifyUrl: string;
  /** Where the gateway's payment page sends the payer afterwards. */
  returnUrl: string;
};

/** A notification as the adapter read it; `valid` is false when its signature does not verify. */
export type NotificationCheck = {
  valid: boolean;
  notifyId: string;
  paymentNo: string;
  tradeNo: string;
  amountCents: number;
  /** The gateway says the money was collected. */
  paid: boolean;
};

export type PaymentQuery = {
  state: 'paid' | 'waiting' | 'closed' | 'unknown';
  tradeNo: string;
  amountCents: number;
};

export type PaymentProvider = {
  readonly name: string;
  /** Opens a payment at the gateway; answers the URL of the gateway's own payment page. */
  createPayment(request: PaymentRequest): Promise<{ payUrl: string; tradeNo: string }>;
  /** Checks a notification's signature and reads its fields (never throws on a bad one). */
  verifyNotification(body: Record<string, unknown>): NotificationCheck;
  /** What the gateway wants to hear back: it retries until it hears success. */
  acknowledge(success: boolean): { contentType: string; body: string };
  /** Asks the gateway how a payment stands (the reconciliation job). */
  query(paymentNo: string): Promise<PaymentQuery>;
  /** Closes an unpaid payment (its order expired or was paid another way). */
  close(paymentNo: string): Promise<void>;
  /** Gives the money of a collected payment back. */
  refund(paymentNo: string, amountCents: number): Promise<void>;
};

/** The gateways of one app instance, by name (gateways.ts builds it). */
export type Gateways = { provider(name: string): PaymentProvider };

/** The provider new payments use (the sandbox unless a real adapter is configured). */
export const DEFAULT_PROVIDER = 'sandbox';
