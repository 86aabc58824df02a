// Rotating sign-in codes (issue 11 §3). A session's code for time slot n (30 s each) is an HMAC of the
// session's secret and n: nothing is stored per rotation, every instance computes the same code, and a
// code is accepted while its slot ended at most the grace (120 s) ago, so a phone that scanned just
// before a rotation still signs in. The token in the QR carries the session and slot; the 6-digit
// fallback is checked against the slots still inside the grace window.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { TRAINING_RULES } from '@elearning/shared';

const SLOT_MS = TRAINING_RULES.qrRotateSeconds * 1000;
const GRACE_SLOTS = Math.ceil((TRAINING_RULES.qrGraceSeconds * 1000) / SLOT_MS);

export function slotAt(ms: number): number {
  return Math.floor(ms / SLOT_MS);
}

function mac(secret: string, sessionId: number, slot: number): Buffer {
  return createHmac('sha256', secret).update(`${sessionId}:${slot}`).digest();
}

/** The token the QR encodes: `<sessionId>.<slot>.<mac>`. */
export function tokenFor(secret: string, sessionId: number, slot: number): string {
  return `${sessionId}.${slot}.${mac(secret, sessionId, slot).subarray(0, 12).toString('base64url')}`;
}

/** The 6-digit fallback of a slot. */
export function fallbackFor(secret: string, sessionId: number, slot: number): string {
  const digest = mac(secret, sessionId, slot);
  return String(digest.readUInt32BE(20) % 10 ** TRAINING_RULES.fallbackDigits).padStart(
    TRAINING_RULES.fallbackDigits,
    '0',
  );
}

export type ParsedToken = { sessionId: number; slot: number; sig: string };

export function parseToken(token: string): ParsedToken | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{16})$/.exec(token);
  if (!match) return null;
  return { sessionId: Number(match[1]), slot: Number(match[2]), sig: match[3] ?? '' };
}

export type CodeCheck = 'valid' | 'expired' | 'invalid';

/** Whether the slot is current, or ended no more than the grace ago (a slot from the future is invalid). */
function slotState(slot: number, now: number): CodeCheck {
  const current = slotAt(now);
  if (slot > current) return 'invalid';
  if (slot === current) return 'valid';
  // Slot `slot` was replaced at (slot + 1) * SLOT_MS.
  return now - (slot + 1) * SLOT_MS <= TRAINING_RULES.qrGraceSeconds * 1000 ? 'valid' : 'expired';
}

export function checkToken(secret: string, token: ParsedToken, now: number): CodeCheck {
  const expected = tokenFor(secret, token.sessionId, token.slot).split('.')[2] ?? '';
  const a = Buffer.from(expected);
  const b = Buffer.from(token.sig);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return 'invalid';
  return slotState(token.slot, now);
}

/** The fallback typed by hand: valid when it matches any slot still inside the grace window. */
export function checkFallback(secret: string, sessionId: number, code: string, now: number): CodeCheck {
  const current = slotAt(now);
  for (let slot = current; slot >= current - GRACE_SLOTS - 1; slot -= 1) {
    if (fallbackFor(secret, sessionId, slot) === code) return slotState(slot, now);
  }
  return 'invalid';
}

/** When the current code is replaced. */
export function rotatesAt(now: number): number {
  return (slotAt(now) + 1) * SLOT_MS;
}
