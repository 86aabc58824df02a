// Auth decisions that refuse with a catalogued error before any work is done.
import { GrantType } from '@elearning/shared';
import { AppError } from '../../core/app-error.ts';

const GRANT_TYPES: ReadonlySet<unknown> = new Set(Object.values(GrantType));

/** RFC 6749 §5.2: an unknown or missing grant type is its own error, before any field is checked. */
export function assertGrantTypeSupported(grantType: unknown): void {
  if (!GRANT_TYPES.has(grantType)) throw new AppError('UNSUPPORTED_GRANT');
}
