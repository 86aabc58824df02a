// Lecturer certification, approved: the applicant gets the lecturer identity and an internal lecturer
// profile, through the org module's exported upsert (in the approval's transaction).
import { ApprovalForm, LecturerKind } from '@elearning/shared';
import { upsertLecturer } from '../org/lecturer-service.ts';
import { registerApprovalEffect } from './effects.ts';

export function registerLecturerEffect(): void {
  registerApprovalEffect(ApprovalForm.lecturerCertification, async (tx, application) => {
    const { level, intro } = application.form_data;
    await upsertLecturer(
      tx,
      application.tenant_id,
      application.applicant_id,
      {
        kind: LecturerKind.internal,
        level: typeof level === 'string' ? level : undefined,
        intro: typeof intro === 'string' ? intro : undefined,
      },
      null,
    );
  });
}
