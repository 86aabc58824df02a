// Buy training, approved: the applicant is signed up to the training through the training module's
// sign-up (which keeps its rules: the window, the places, its own review when the training asks for one).
import { ApprovalForm } from '@elearning/shared';
import { actorOfUser } from '../auth/user-actor-service.ts';
import { signUp } from '../training/signup-service.ts';
import { registerApprovalEffect } from './effects.ts';
import { asDb } from './tx.ts';

export function registerBuyEffect(): void {
  registerApprovalEffect(ApprovalForm.buyTrain, async (tx, application) => {
    const { trainId } = application.form_data;
    if (typeof trainId !== 'number') throw new Error('approval: malformed purchase form');
    const applicant = await actorOfUser(tx, application.tenant_id, application.applicant_id, 'approval');
    await signUp(asDb(tx), applicant, trainId);
  });
}
