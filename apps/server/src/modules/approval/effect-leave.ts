// Training leave, approved: the training module records the leave and approves it in the same
// transaction, so the session (or every offline session) is excused in the trainee's attendance.
// The leave is asked as the applicant (their own actor, read afresh) and agreed as the final approver.
import { ApprovalForm } from '@elearning/shared';
import type { Actor } from '../../core/actor.ts';
import { actorOfUser } from '../auth/user-actor-service.ts';
import { requestLeave, reviewLeaves } from '../training/leave-service.ts';
import { registerApprovalEffect } from './effects.ts';
import type { ApplicationRow } from './queries.ts';
import { asDb } from './tx.ts';

function leaveInput(application: ApplicationRow) {
  const { trainId, sessionId, reason } = application.form_data;
  if (typeof trainId !== 'number' || typeof reason !== 'string')
    throw new Error('approval: malformed leave form');
  return { trainId, sessionId: typeof sessionId === 'number' ? sessionId : undefined, reason };
}

export function registerLeaveEffect(): void {
  registerApprovalEffect(ApprovalForm.trainingLeave, async (tx, application, approver: Actor) => {
    const input = leaveInput(application);
    const applicant = await actorOfUser(tx, application.tenant_id, application.applicant_id, 'approval');
    const leaveId = await requestLeave(tx, applicant, input);
    await reviewLeaves(asDb(tx), approver, input.trainId, {
      type: 'agree',
      ids: [leaveId],
      remark: `#${application.id}`,
    });
  });
}
