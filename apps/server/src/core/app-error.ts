// The one error type services throw: a stable catalogue code, message parameters, and optional reply data.
import type { ErrorCode, MessageParams } from '@elearning/shared';

export type FieldError = { field: string; message: string };

export type AppErrorOptions = {
  params?: MessageParams;
  /** Data the client needs with the error, e.g. `{ captchaRequired: true }`. */
  response?: unknown;
  fields?: FieldError[];
  /** Extra headers such as Retry-After. */
  headers?: Record<string, string>;
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly options: AppErrorOptions;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.options = options;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
