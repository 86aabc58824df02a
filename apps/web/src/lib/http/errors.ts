// Failure model of the request layer (SPEC §8): the business code of a reply, the message shown to
// the user, and what kind of reaction a code calls for.
import { BusinessCode, type Lang, translateCommon } from '@elearning/shared';

/** A reply body as far as error handling reads it. */
export type FailureBody = {
  resCode?: unknown;
  resMsg?: unknown;
  error_description?: unknown;
  response?: unknown;
};

/** Thrown for every failed call; `code` is the business code (resCode, else HTTP status, 0 = network). */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly body: FailureBody | undefined;

  constructor(message: string, code: number, status: number, body?: FailureBody) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.body = body;
  }

  /** The server's `response` payload of the failure (e.g. `{ captchaRequired }` or validation fields). */
  get payload(): unknown {
    return this.body?.response;
  }
}

/** Thrown when a protected action is attempted without a token: the user is sent to /login instead. */
export class LoginRequiredError extends Error {
  constructor() {
    super('login required');
    this.name = 'LoginRequiredError';
  }
}

export function asFailureBody(value: unknown): FailureBody | undefined {
  return typeof value === 'object' && value !== null ? (value as FailureBody) : undefined;
}

/** The business code: `resCode` when the body carries a number, else the HTTP status. */
export function businessCode(status: number, body: FailureBody | undefined): number {
  const code = body?.resCode;
  if (typeof code === 'number' && Number.isFinite(code)) return code;
  if (typeof code === 'string' && /^\d+$/.test(code)) return Number(code);
  return status;
}

/** The text shown for a failure: resMsg, else error_description, else the generic service message. */
export function failureMessage(body: FailureBody | undefined, lang: Lang): string {
  for (const candidate of [body?.resMsg, body?.error_description]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return translateCommon('error.service', lang);
}

export type FailureReaction = 'relogin' | 'unauthorized' | 'tenantUnavailable' | 'silent' | 'toast';

/** How the app reacts to a failed business code (SPEC §8). */
export function reactionFor(code: number): FailureReaction {
  if (code === BusinessCode.sessionReplaced || code === BusinessCode.sessionExpired) return 'relogin';
  if (code === 401) return 'unauthorized';
  if (code === BusinessCode.tenantUnavailable) return 'tenantUnavailable';
  if (code >= 500 && code < 600) return 'silent';
  return 'toast';
}

/** True for a reply that succeeded both by HTTP status and by business code. */
export function isSuccess(status: number, code: number): boolean {
  return status >= 200 && status < 300 && (code === 200 || code === status);
}
