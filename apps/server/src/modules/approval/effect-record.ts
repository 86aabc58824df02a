// The forms whose approval leaves a record for the back office: course needs, course development and
// training needs (for planning), outside training filings and outside training sign-ups (external
// trainings on the learner's record) and work-study doctorates (with their attachments). One row per
// application (a unique index), so the effect can never happen twice.
import { ApprovalForm } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { runStatement } from '../../db/rows.ts';
import { registerApprovalEffect } from './effects.ts';

const RECORDED = [
  ApprovalForm.courseNeeds,
  ApprovalForm.courseDevelopment,
  ApprovalForm.trainingNeeds,
  ApprovalForm.outsideTrain,
  ApprovalForm.outsideTrainingSignup,
  ApprovalForm.workStudyDoctorate,
] as const;

export function registerRecordEffects(): void {
  for (const formKey of RECORDED)
    registerApprovalEffect(formKey, async (tx, application) => {
      const data = {
        ...application.form_data,
        attachments: application.attachments,
        title: application.title,
      };
      await runStatement(
        tx,
        sql`insert into approval_outcomes (tenant_id, application_id, form_key, user_id, data)
          values (${application.tenant_id}, ${application.id}, ${formKey}, ${application.applicant_id},
            ${JSON.stringify(data)}::jsonb)`,
      );
    });
}
