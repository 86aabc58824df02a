// QR sign-in that never fails a learner in the room (issue 11 §3): the lecturer's current code of an
// offline session, a learner's scan or typed fallback, the lecturer's manual sign-in with a reason, and the
// sign-in list. One row per learner and session (a unique index), so repeats and races land once.
import {
  SessionKind,
  type SignInMethod,
  TRAINING_RULES,
  TraineeState,
  type TTrainManualSign,
  type TTrainSignIn,
  trainingEvents,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { trainingClock } from './clock.ts';
import {
  type CodeCheck,
  checkFallback,
  checkToken,
  fallbackFor,
  parseToken,
  rotatesAt,
  slotAt,
  tokenFor,
} from './qr-codes.ts';
import { msCol, msOrNullCol, sessionColumns, sessionJoins, sessionShape } from './queries.ts';
import { forgetCentrePages } from './queries-centre.ts';

const sessionWithTraining = { ...sessionShape, grace_minutes: col.int, tenant_id: col.text };

async function findSession(db: DbOrTx, tenantId: string, sessionId: number) {
  const [row] = await queryRows(
    db,
    sql`select ${sessionColumns}, t.sign_in_grace_minutes as grace_minutes, s.tenant_id
      from training_sessions s join trainings t on t.id = s.training_id and t.deleted_at is null ${sessionJoins}
      where s.id = ${sessionId} and s.tenant_id = ${tenantId}`,
    sessionWithTraining,
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
export type SessionFacts = Awaited<ReturnType<typeof findSession>>;

/** A session of a training the lecturer runs (404 otherwise); offline sessions only. */
export async function lecturerSession(
  db: DbOrTx,
  actor: Actor,
  sessionId: number,
  runsTraining: (trainId: number) => Promise<void>,
) {
  const session = await findSession(db, actor.tenantId, sessionId);
  await runsTraining(session.training_id);
  if (session.kind !== SessionKind.offline) throw new AppError('TRAINING_NOT_OFFLINE');
  return session;
}

/** The code on the projector now. */
export async function currentCode(db: DbOrTx, session: SessionFacts, signInUrl: (token: string) => string) {
  const now = trainingClock.now();
  const slot = slotAt(now);
  const token = tokenFor(session.qr_secret, session.id, slot);
  const [counts] = await queryRows(
    db,
    sql`select (select count(*) from training_sign_ins where session_id = ${session.id})::int as signed,
      (select count(*) from training_trainees where training_id = ${session.training_id} and state = 'signed_up')::int as trainees`,
    { signed: col.int, trainees: col.int },
  );
  return {
    sessionId: session.id,
    title: session.title,
    url: signInUrl(token),
    token,
    code: fallbackFor(session.qr_secret, session.id, slot),
    rotatesAt: rotatesAt(now),
    rotateSeconds: TRAINING_RULES.qrRotateSeconds,
    signedNum: counts?.signed ?? 0,
    traineeNum: counts?.trainees ?? 0,
  };
}

function refuseCode(check: CodeCheck): void {
  if (check === 'expired') throw new AppError('TRAINING_CODE_EXPIRED');
  if (check === 'invalid') throw new AppError('TRAINING_CODE_INVALID');
}

function formatTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

/** Sign-in opens `grace` minutes before the session and closes `grace` minutes after it ends. */
function requireWindow(session: SessionFacts, now: number): void {
  if (session.stopped) throw new AppError('TRAINING_SESSION_STOPPED');
  const grace = session.grace_minutes * 60_000;
  const from = session.starts_at - grace;
  const to = session.ends_at + grace;
  if (now < from || now > to)
    throw new AppError('TRAINING_SIGN_IN_CLOSED', { params: { from: formatTime(from), to: formatTime(to) } });
}

/** Which offline session of the training accepts this typed fallback now. */
async function sessionForFallback(db: DbOrTx, actor: Actor, trainId: number, code: string, now: number) {
  const rows = await queryRows(
    db,
    sql`select ${sessionColumns}, t.sign_in_grace_minutes as grace_minutes, s.tenant_id
      from training_sessions s join trainings t on t.id = s.training_id and t.deleted_at is null ${sessionJoins}
      where s.training_id = ${trainId} and s.tenant_id = ${actor.tenantId} and s.kind = 'offline'`,
    sessionWithTraining,
  );
  let best: CodeCheck = 'invalid';
  for (const session of rows) {
    const check = checkFallback(session.qr_secret, session.id, code, now);
    if (check === 'valid') return session;
    if (check === 'expired') best = check;
  }
  refuseCode(best);
  throw new AppError('TRAINING_CODE_INVALID');
}

async function recordSignIn(
  db: Db,
  session: SessionFacts,
  userId: number,
  method: SignInMethod,
  extra: { reason?: string; byUserId?: number } = {},
) {
  const recorded = await db.transaction(async (tx) => {
    const inserted = await queryRows(
      tx,
      sql`insert into training_sign_ins (tenant_id, training_id, session_id, user_id, method, reason, by_user_id, signed_at)
        values (${session.tenant_id}, ${session.training_id}, ${session.id}, ${userId}, ${method},
          ${extra.reason ?? ''}, ${extra.byUserId ?? null}, ${new Date(trainingClock.now())})
        on conflict (session_id, user_id) do nothing returning signed_at`,
      { signed_at: msCol },
    );
    if (inserted[0]) {
      await emitDomainEvent(tx, {
        tenantId: session.tenant_id,
        type: trainingEvents.signedIn,
        userId,
        subjectType: 'training_session',
        subjectId: session.id,
        dedupeKey: `${trainingEvents.signedIn}:${session.id}:${userId}`,
        data: { trainingId: session.training_id, method },
      });
      return { signedAt: inserted[0].signed_at, isNew: true };
    }
    const [existing] = await queryRows(
      tx,
      sql`select signed_at from training_sign_ins where session_id = ${session.id} and user_id = ${userId}`,
      { signed_at: msCol },
    );
    return { signedAt: existing?.signed_at ?? trainingClock.now(), isNew: false };
  });
  // A sign-in moves the learner's progress on their training cards.
  if (recorded.isNew) forgetCentrePages(session.tenant_id);
  return recorded;
}

async function requireEnrolled(db: DbOrTx, session: SessionFacts, userId: number): Promise<void> {
  const [row] = await queryRows(
    db,
    sql`select state from training_trainees where training_id = ${session.training_id} and user_id = ${userId}`,
    { state: col.text },
  );
  if (row?.state !== TraineeState.signedUp) throw new AppError('TRAINING_NOT_ENROLLED');
}

/** A learner's scan (token) or typed fallback (code + trainId). A repeat is harmless and says so. */
export async function signIn(db: Db, actor: Actor, input: TTrainSignIn) {
  const now = trainingClock.now();
  let session: SessionFacts;
  let method: SignInMethod;
  if (input.token !== undefined) {
    const parsed = parseToken(input.token);
    if (!parsed) throw new AppError('TRAINING_CODE_INVALID');
    session = await findSession(db, actor.tenantId, parsed.sessionId);
    refuseCode(checkToken(session.qr_secret, parsed, now));
    method = 'qr';
  } else {
    session = await sessionForFallback(db, actor, input.trainId ?? 0, input.code ?? '', now);
    method = 'code';
  }
  await requireEnrolled(db, session, actor.userId);
  const [already] = await queryRows(
    db,
    sql`select signed_at from training_sign_ins where session_id = ${session.id} and user_id = ${actor.userId}`,
    { signed_at: msCol },
  );
  // Someone already signed in is told so even when the window has closed since.
  if (!already) requireWindow(session, now);
  const result = already
    ? { signedAt: already.signed_at, isNew: false }
    : await recordSignIn(db, session, actor.userId, method);
  return { session, ...result };
}

/** The lecturer signs a trainee in by hand, with a reason (window not enforced: the lecturer vouches). */
export async function manualSignIn(db: Db, actor: Actor, session: SessionFacts, input: TTrainManualSign) {
  await requireEnrolled(db, session, input.userId);
  return recordSignIn(db, session, input.userId, 'manual', { reason: input.reason, byUserId: actor.userId });
}

const signRowShape = {
  user_id: col.int,
  name: col.text,
  org_name: col.text,
  session_id: col.int,
  session_title: col.text,
  signed_at: msOrNullCol,
  method: col.textOrNull,
  reason: col.textOrNull,
  total_num: col.int,
};

/** Trainee × offline session with the sign-in, for one session or all of a training. */
export async function listSignIns(
  db: DbOrTx,
  tenantId: string,
  query: { trainId: number; sessionId?: number; name?: string; limit: number; offset: number },
) {
  const rows = await queryRows(
    db,
    sql`select tt.user_id, u.name, coalesce(o.name, '') as org_name, s.id as session_id, s.title as session_title,
        si.signed_at, si.method, si.reason, (count(*) over ())::int as total_num
      from training_trainees tt join users u on u.id = tt.user_id left join organisations o on o.id = u.org_id
      join training_sessions s on s.training_id = tt.training_id and s.kind = 'offline'
      left join training_sign_ins si on si.session_id = s.id and si.user_id = tt.user_id
      where tt.tenant_id = ${tenantId} and tt.training_id = ${query.trainId} and tt.state = 'signed_up'
        ${query.sessionId ? sql`and s.id = ${query.sessionId}` : sql``}
        ${query.name ? sql`and u.name ilike ${`%${query.name}%`}` : sql``}
      order by s.starts_at, s.id, u.name, tt.user_id limit ${query.limit} offset ${query.offset}`,
    signRowShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
export type SignInRow = Awaited<ReturnType<typeof listSignIns>>['rows'][number];
