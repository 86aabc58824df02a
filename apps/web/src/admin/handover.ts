// The handover from the learner site: its backstage link opens /admin#ticket=<one-time ticket> (or
// ?ticket=). The ticket is taken out of the address before anything else runs (history.replaceState), so
// it never stays in the history, and is spent once for this app's own session.
import { clearAdminSession, redeemHandover } from './session/lifecycle.ts';

let pending: string | undefined;
let redeeming: Promise<void> | undefined;

/** Reads the ticket from the address and strips it; called once, first thing, by main.tsx. */
export function takeTicketFromAddress(): void {
  const url = new URL(window.location.href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const ticket = hash.get('ticket') ?? url.searchParams.get('ticket');
  if (!ticket) return;
  url.searchParams.delete('ticket');
  hash.delete('ticket');
  const rest = hash.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${url.pathname}${url.search}${rest ? `#${rest}` : ''}`,
  );
  pending = ticket;
}

/** Whether a handover is waiting to be redeemed. */
export const handoverPending = (): boolean => pending !== undefined;

/** Redeems the waiting ticket once (a second call, e.g. React's strict mode, shares the first). */
export function redeemPendingHandover(): Promise<void> {
  if (!redeeming) {
    const ticket = pending;
    if (!ticket) return Promise.resolve();
    // Whoever was signed in here before, the ticket's user takes over.
    clearAdminSession();
    redeeming = redeemHandover(ticket).finally(() => {
      pending = undefined;
    });
  }
  return redeeming;
}
