// My mentor and my apprentices (SPEC §6 tutor, tutor's student): who is whose tutor is the org domain's
// (`user_identities.tutor_user_id`, set in the back office); this module lists the other side of my pairs
// and keeps the evaluations each side gives the other, once per pairing.
import type { TEvaluateApprentice, TEvaluateTutor } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { requireFirstEvaluation, requireMyApprentice, requireMyTutor } from './policy.ts';
import { pairShape, personColumns, personJoins } from './queries.ts';

async function identityOf(db: DbOrTx, tenantId: string, userId: number) {
  return queryRow(
    db,
    sql`select i.is_tutor, i.tutor_user_id from user_identities i join users u on u.id = i.user_id
      where i.tenant_id = ${tenantId} and i.user_id = ${userId} and not u.disabled`,
    { is_tutor: col.bool, tutor_user_id: col.intOrNull },
  );
}

/** The evaluation columns of a pair: what I said of them (`mine`) and they of me (`theirs`). */
function evaluationJoins(actor: Actor, me: 'tutor' | 'apprentice') {
  const tutor = me === 'tutor' ? sql`${actor.userId}` : sql`u.id`;
  const apprentice = me === 'tutor' ? sql`u.id` : sql`${actor.userId}`;
  const them = me === 'tutor' ? 'apprentice' : 'tutor';
  return sql`left join tutor_evaluations mine on mine.tenant_id = ${actor.tenantId} and mine.tutor_user_id = ${tutor}
      and mine.apprentice_user_id = ${apprentice} and mine.author = ${me}
    left join tutor_evaluations theirs on theirs.tenant_id = ${actor.tenantId} and theirs.tutor_user_id = ${tutor}
      and theirs.apprentice_user_id = ${apprentice} and theirs.author = ${them}`;
}

const evaluationColumns = sql`mine.score::int as my_score, mine.comment as my_comment,
  theirs.score::int as their_score, theirs.comment as their_comment`;

/** My tutor (a list, as the original client reads it: empty when I have none). */
export async function listMyTutors(db: DbOrTx, actor: Actor) {
  const me = await identityOf(db, actor.tenantId, actor.userId);
  if (!me?.tutor_user_id) return [];
  return queryRows(
    db,
    sql`select ${personColumns}, ${evaluationColumns}
      from users u ${personJoins} join user_identities ti on ti.user_id = u.id and ti.is_tutor
        ${evaluationJoins(actor, 'apprentice')}
      where u.tenant_id = ${actor.tenantId} and u.id = ${me.tutor_user_id} and not u.disabled`,
    pairShape,
  );
}

/** My apprentices, by name; empty unless I am a tutor. */
export async function listMyApprentices(db: DbOrTx, actor: Actor) {
  const me = await identityOf(db, actor.tenantId, actor.userId);
  if (!me?.is_tutor) return [];
  return queryRows(
    db,
    sql`select ${personColumns}, ${evaluationColumns}
      from user_identities ai join users u on u.id = ai.user_id ${personJoins}
        ${evaluationJoins(actor, 'tutor')}
      where ai.tenant_id = ${actor.tenantId} and ai.tutor_user_id = ${actor.userId} and not u.disabled
      order by u.name, u.id`,
    pairShape,
  );
}

async function insertEvaluation(
  db: DbOrTx,
  row: { tenantId: string; tutorId: number; apprenticeId: number; author: 'tutor' | 'apprentice' },
  input: { score: number; comment: string },
) {
  const inserted = await queryRows(
    db,
    sql`insert into tutor_evaluations (tenant_id, tutor_user_id, apprentice_user_id, author, score, comment)
      values (${row.tenantId}, ${row.tutorId}, ${row.apprenticeId}, ${row.author}, ${input.score}, ${input.comment})
      on conflict (tenant_id, tutor_user_id, apprentice_user_id, author) do nothing returning id`,
    { id: col.int },
  );
  requireFirstEvaluation(inserted.length > 0);
}

/** An apprentice evaluates their tutor, once. */
export async function evaluateMyTutor(db: DbOrTx, actor: Actor, input: TEvaluateTutor) {
  const me = await identityOf(db, actor.tenantId, actor.userId);
  requireMyTutor(me?.tutor_user_id ?? null, input.id);
  const tutor = await identityOf(db, actor.tenantId, input.id);
  requireMyTutor(tutor?.is_tutor ? input.id : null, input.id);
  await insertEvaluation(
    db,
    { tenantId: actor.tenantId, tutorId: input.id, apprenticeId: actor.userId, author: 'apprentice' },
    input,
  );
}

/** A tutor evaluates one of their apprentices, once. */
export async function evaluateMyApprentice(db: DbOrTx, actor: Actor, input: TEvaluateApprentice) {
  const me = await identityOf(db, actor.tenantId, actor.userId);
  const apprentice = await identityOf(db, actor.tenantId, input.id);
  requireMyApprentice(me?.is_tutor ?? false, apprentice?.tutor_user_id ?? null, actor.userId);
  await insertEvaluation(
    db,
    { tenantId: actor.tenantId, tutorId: actor.userId, apprenticeId: input.id, author: 'tutor' },
    input,
  );
}
