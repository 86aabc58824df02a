// Access-token renewal (SPEC §4, DESIGN §4): one refresh at a time however many calls need it, and a
// fixed lead before expiry so no call is sent with a token about to lapse.

/** Renew this long before the access token expires. */
export const REFRESH_LEAD_MS = 60_000;

/** True when a token expiring at `expiresAt` should be renewed now. */
export function needsRefresh(
  expiresAt: number | undefined,
  now: number,
  leadMs: number = REFRESH_LEAD_MS,
): boolean {
  return expiresAt !== undefined && expiresAt - now <= leadMs;
}

/** Wraps `run` so concurrent callers share one in-flight refresh. */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    if (!inFlight) {
      inFlight = run().finally(() => {
        inFlight = undefined;
      });
    }
    return inFlight;
  };
}
