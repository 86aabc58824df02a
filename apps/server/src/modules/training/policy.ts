// Who may see and do what in a training. Another tenant's training, or one the caller may not see, is a
// 404; only the head teacher or a session lecturer manages a training from the lecturer side.

import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { TrainingRow } from './queries.ts';

/** SQL: training `t` is one the learner may find: open for sign-up, or they are (or asked to be) a trainee. */
export function trainingVisibleTo(actor: Actor | null, tenantId: string): SQL {
  const base = sql`t.tenant_id = ${tenantId} and t.deleted_at is null`;
  if (!actor) return sql`${base} and t.apply_join`;
  return sql`${base} and (t.apply_join or tt.id is not null)`;
}

/** SQL: training `t` is run by the lecturer (head teacher, or lecturer of one of its sessions). */
export function trainingRunBy(actor: Actor): SQL {
  return sql`t.tenant_id = ${actor.tenantId} and t.deleted_at is null and (t.head_teacher_id = ${actor.userId}
    or exists (select 1 from training_sessions ls where ls.training_id = t.id and ls.lecturer_id = ${actor.userId}))`;
}

export function requireTraining<T>(row: T | undefined | null): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** An accepted trainee: assigned, or signed up and accepted. */
export function isTrainee(row: Pick<TrainingRow, 'my_state'>): boolean {
  return row.my_state === 'signed_up';
}

export function requireTrainee(row: Pick<TrainingRow, 'my_state'>): void {
  if (!isTrainee(row)) throw new AppError('TRAINING_NOT_ENROLLED');
}

/** The sign-up window is open (defaults: from publication until the training ends). */
export function signUpOpen(row: TrainingRow, now: number): boolean {
  if (!row.apply_join) return false;
  if (row.apply_start_at !== null && now < row.apply_start_at) return false;
  return now <= (row.apply_end_at ?? row.end_at);
}
