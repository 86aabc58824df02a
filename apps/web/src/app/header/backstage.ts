// The user menu's backstage link (SPEC §2, back-office users): asks the server for a one-time ticket and
// opens the back office with it in the address fragment (never sent to a server, stripped by the back
// office on arrival). No token travels in a URL; the back office opens a session of its own with the ticket.
import { authPaths } from '@elearning/shared';
import { http } from '../../lib/http/index.ts';

/** The back office's address (another site when VITE_BACKSTAGE_URL says so). */
const BACKSTAGE_BASE = import.meta.env?.VITE_BACKSTAGE_URL ?? '/admin';

export function backstageUrl(ticket: string): string {
  return `${BACKSTAGE_BASE.replace(/#.*$/, '')}#ticket=${encodeURIComponent(ticket)}`;
}

/**
 * Opens the back office in a new tab, signed in as the current user. The tab is opened at once (inside the
 * click, so no pop-up blocker stops it) and sent on when the ticket arrives; it is closed again if the
 * server refuses (the request layer shows why).
 */
export async function openBackstage(): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const { tid } = await http.post<{ tid: string; expiresIn: number }>(authPaths.issueTicket);
    if (tab) tab.location.replace(backstageUrl(tid));
    else window.location.assign(backstageUrl(tid));
  } catch {
    tab?.close();
  }
}
