// The effect registry: what each form changes when its application is finally approved. An effect runs in
// the transaction of the final approval, after the application row is locked and moved to 通过, so it runs
// exactly once (two approvers at the same instant are serialised by that lock) and never on rejection.
// Each form's effect lives in its own `effect-<form>.ts`, registered once at start-up.
import type { ApprovalForm } from '@elearning/shared';
import type { Actor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ApplicationRow } from './queries.ts';

/** The final approver is `approver`; the applicant is `application.applicant_id`. */
export type ApprovalEffect = (tx: DbOrTx, application: ApplicationRow, approver: Actor) => Promise<void>;

const effects = new Map<ApprovalForm, ApprovalEffect>();

export function registerApprovalEffect(formKey: ApprovalForm, effect: ApprovalEffect): void {
  effects.set(formKey, effect);
}

export async function runApprovalEffect(tx: DbOrTx, application: ApplicationRow, approver: Actor) {
  const effect = effects.get(application.form_key);
  if (!effect) throw new Error(`approval: no effect registered for ${application.form_key}`);
  await effect(tx, application, approver);
}
