// Tutor certification, approved: the applicant gets the tutor identity (org module's exported grant).
import { ApprovalForm } from '@elearning/shared';
import { grantTutorIdentity } from '../org/approver-service.ts';
import { registerApprovalEffect } from './effects.ts';

export function registerTutorEffect(): void {
  registerApprovalEffect(ApprovalForm.tutorCertification, async (tx, application) => {
    await grantTutorIdentity(tx, application.tenant_id, application.applicant_id);
  });
}
