// Numbers of commerce (issue 17). Money is always integer cents (DESIGN §2).
export const COMMERCE_RULES = {
  /** An order not paid within this time expires (waitPayOrder counts it down). */
  payWindowMs: 15 * 60_000,
  /** A paid order may be refunded within this window; commissions become available after it. */
  refundWindowMs: 7 * 86_400_000,
  vipMonthlyDays: 31,
  vipYearlyDays: 366,
  maxPriceCents: 100_000_000,
  nameMax: 100,
  descriptionMax: 2000,
  requestIdMax: 64,
  invoiceTitleMax: 100,
  /** Chinese unified social credit code or tax number: 15–20 letters and digits. */
  taxNoPattern: /^[0-9A-Z]{15,20}$/,
  emailMax: 120,
  reasonMax: 200,
  couponIssueMax: 500,
  /** How often the app expires orders, reconciles payments and releases commissions. */
  sweepIntervalMs: 30_000,
} as const;
