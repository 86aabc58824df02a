// What a steady watch beat needs to know besides the viewer's own row, kept in memory so that a beat is
// one statement (the viewer's row) instead of two. Two parts with their own lifetimes:
// - the live's on-air facts (lecturer, audience mode, enabled, deleted, the session on air, virtual people),
//   shared by every viewer of the live and at most ON_AIR_MAX_AGE_MS old;
// - a viewer's admission (staff, in the audience, approved sign-up), kept ADMISSION_MAX_AGE_MS and only
//   once it let the viewer watch: a refusal is never kept, so a sign-up approved a second later lets in.
// With 10-second beats, two beats of three skip the access query. The database stays the truth
// (ARCHITECTURE "What lives in memory"): this instance's own writes to a live (edit, disable, delete,
// broadcast start and end) drop its entries at once; another instance's show within the ages above.

import { keptInMemory } from '../../core/kept-in-memory.ts';
import type { LiveAccessFacts } from './policy.ts';

export const ON_AIR_MAX_AGE_MS = 2_000;
export const ADMISSION_MAX_AGE_MS = 30_000;
/** Lives on air and viewers at once are bounded in practice; past these the maps are cleared, not grown. */
const MAX_LIVES = 2_000;
const MAX_ADMISSIONS = 200_000;

export type LiveOnAir = Omit<LiveAccessFacts, 'isStaff' | 'inAudience' | 'signedUp'> & {
  id: number;
  sessionId: number | null;
  streamId: string | null;
  startedAt: number | null;
  virtualPeople: number;
};
export type Admission = Pick<LiveAccessFacts, 'isStaff' | 'inAudience' | 'signedUp'>;

type Kept<T> = { at: number; value: T };
const onAir = keptInMemory(new Map<string, Kept<LiveOnAir>>());
const admissions = keptInMemory(new Map<string, Kept<Admission>>());

const liveKey = (tenantId: string, liveId: number) => `${tenantId}\u0000${liveId}`;

/** The viewer's facts depend on who they are and where they sit (unit and position). */
export type ViewerKey = {
  tenantId: string;
  liveId: number;
  userId: number;
  orgId: number | null;
  positionId: number | null;
};
const admissionKey = (key: ViewerKey) =>
  `${liveKey(key.tenantId, key.liveId)}\u0000${key.userId}\u0000${key.orgId}\u0000${key.positionId}`;

function fresh<T>(map: Map<string, Kept<T>>, key: string, maxAge: number, now: number): T | undefined {
  const kept = map.get(key);
  if (!kept) return undefined;
  if (now - kept.at < maxAge) return kept.value;
  map.delete(key);
  return undefined;
}

/** The kept facts of a beat, or undefined when either part is missing or too old. */
export function keptBeat(key: ViewerKey, now = Date.now()) {
  const live = fresh(onAir, liveKey(key.tenantId, key.liveId), ON_AIR_MAX_AGE_MS, now);
  if (!live) return undefined;
  const admission = fresh(admissions, admissionKey(key), ADMISSION_MAX_AGE_MS, now);
  return admission ? { live, admission } : undefined;
}

/** Keeps the live's facts, and the viewer's admission when the policy let them watch. */
export function keepBeat(key: ViewerKey, live: LiveOnAir, admission: Admission, now = Date.now()) {
  if (onAir.size >= MAX_LIVES) onAir.clear();
  if (admissions.size >= MAX_ADMISSIONS) admissions.clear();
  onAir.set(liveKey(key.tenantId, key.liveId), { at: now, value: live });
  admissions.set(admissionKey(key), { at: now, value: admission });
}

/** Drops the kept facts of a live (this instance started or ended its broadcast, disabled or deleted it). */
export function forgetLiveOnAir(tenantId: string, liveId: number) {
  onAir.delete(liveKey(tenantId, liveId));
}

/** Drops the live's facts and its viewers' admissions (this instance changed its audience or staff). */
export function forgetLiveViewers(tenantId: string, liveId: number) {
  const prefix = `${liveKey(tenantId, liveId)}\u0000`;
  forgetLiveOnAir(tenantId, liveId);
  for (const key of admissions.keys()) if (key.startsWith(prefix)) admissions.delete(key);
}
