// Who may see and do what with a live, decided here and nowhere else. Another tenant's live and a limited
// live that does not name the caller are not found (404); a deleted live says so (SPEC §8, 404) and a
// disabled one too (403) to those who could otherwise see it. Lecturers (and guests, assistants) always see
// their own lives; only the live's lecturer broadcasts.
import { type SQL, sql } from 'drizzle-orm';
import type { Actor, Visitor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { type ScopeSubject, targetsSubject } from '../../core/org-scope.ts';

export type Caller = Actor | Visitor;

export function subjectOf(caller: Caller): ScopeSubject | null {
  return 'actor' in caller ? caller.actor : caller;
}

/** SQL: the live (alias `p`) names the caller in its limited audience. */
export function liveAudienceHas(caller: Caller, alias = 'p'): SQL {
  const subject = subjectOf(caller);
  if (!subject) return sql`false`;
  return sql`exists (select 1 from live_audiences au where au.tenant_id = ${caller.tenantId}
    and au.live_id = ${sql.raw(`${alias}.id`)} and ${targetsSubject('au', subject)})`;
}

/** SQL: the caller is the live's lecturer, a guest or an assistant. */
export function liveStaffIs(caller: Caller, alias = 'p'): SQL {
  const subject = subjectOf(caller);
  if (!subject) return sql`false`;
  return sql`(${sql.raw(`${alias}.lecturer_id`)} = ${subject.userId} or exists (select 1 from live_staff st
    where st.live_id = ${sql.raw(`${alias}.id`)} and st.user_id = ${subject.userId}))`;
}

/** SQL: a live the caller may find in lists: enabled, not deleted, and open to them (or theirs to run). */
export function liveVisibleTo(caller: Caller, alias = 'p'): SQL {
  const p = (column: string) => sql.raw(`${alias}.${column}`);
  return sql`(${p('tenant_id')} = ${caller.tenantId} and ${p('deleted_at')} is null and (${liveStaffIs(caller, alias)}
    or (${p('is_used')} and (${p('audience')} <> 'limited' or ${liveAudienceHas(caller, alias)}))))`;
}

/** What a single-live lookup tells the policy. */
export type LiveAccessFacts = {
  lecturerId: number;
  isStaff: boolean;
  audience: 'all' | 'limited' | 'signUp';
  inAudience: boolean;
  isUsed: boolean;
  deleted: boolean;
  /** The caller's approved sign-up. */
  signedUp: boolean;
};

export function isLecturerOf(facts: Pick<LiveAccessFacts, 'lecturerId'>, caller: Caller): boolean {
  const subject = subjectOf(caller);
  return subject !== null && facts.lecturerId === subject.userId;
}

/** The live when the caller may open its page: missing or outside the audience is 404; SPEC §8 states. */
export function requireVisibleLive<T extends LiveAccessFacts>(facts: T | undefined, caller: Caller): T {
  if (!facts) throw new AppError('NOT_FOUND');
  const staff = isLecturerOf(facts, caller) || facts.isStaff;
  if (!staff && facts.audience === 'limited' && !facts.inAudience) throw new AppError('NOT_FOUND');
  if (facts.deleted) throw new AppError('LIVE_DELETED');
  if (!facts.isUsed && !staff) throw new AppError('LIVE_DISABLED');
  return facts;
}

/** Whether the caller may watch the stream (not only see the page): sign-up lives need an approved sign-up. */
export function canWatch(facts: LiveAccessFacts, caller: Caller): boolean {
  if (isLecturerOf(facts, caller) || facts.isStaff) return true;
  if (facts.audience === 'signUp') return facts.signedUp;
  return facts.audience === 'all' || facts.inAudience;
}

export function requireWatcher<T extends LiveAccessFacts>(facts: T | undefined, caller: Caller): T {
  const live = requireVisibleLive(facts, caller);
  if (!canWatch(live, caller)) throw new AppError('LIVE_NOT_IN_AUDIENCE');
  return live;
}

/** Only the live's lecturer broadcasts; a learner who may see the live is refused (403). */
export function requireBroadcaster<T extends LiveAccessFacts>(facts: T | undefined, actor: Actor): T {
  const live = requireVisibleLive(facts, { tenantId: actor.tenantId, actor });
  if (!isLecturerOf(live, actor)) throw new AppError('LIVE_NOT_LECTURER');
  return live;
}

/** Lecturer-task calls act on the lecturer's (or guest's, assistant's) own lives only. */
export function requireStaff<T extends LiveAccessFacts>(facts: T | undefined, actor: Actor): T {
  if (!facts || facts.deleted) throw new AppError('NOT_FOUND');
  if (!isLecturerOf(facts, actor) && !facts.isStaff) throw new AppError('NOT_FOUND');
  return facts;
}

/** Back-office rows outside the tenant are not found. */
export function requireFound<T>(row: T | undefined): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
