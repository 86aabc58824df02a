// Recognises database failures that are a user's mistake rather than ours, whichever driver raised them
// (Drizzle wraps the driver's error in `cause`).
type CodedError = { code?: unknown; cause?: unknown };

/** True when the error (or its cause) is PostgreSQL's unique_violation, 23505. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    if ((current as CodedError).code === '23505') return true;
    current = (current as CodedError).cause;
  }
  return false;
}
