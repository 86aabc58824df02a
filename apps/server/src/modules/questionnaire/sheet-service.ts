// Reading one answer sheet by its id (`asq/center/viewAnswer?subjectCpId=`): the learner's own check page,
// and the back office's view of one respondent's answers (Situation.vue), which policy.ts allows only to a
// holder of the results privilege, for a plan in their data scope that is not anonymous.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRow } from '../../db/rows.ts';
import { getPlan } from './plan-service.ts';
import { requireFound, requireSheetReader, requireSubmitted } from './policy.ts';
import { ms, sheetShape } from './queries.ts';
import { viewMyAnswers } from './take-service.ts';

export async function viewAnswers(
  db: Db,
  actor: Actor,
  sheetId: number,
  mayReadResults: () => Promise<boolean>,
) {
  const sheet = requireFound(
    await queryRow(
      db,
      sql`select s.id, s.plan_id, s.user_id, s.answers, ${ms('s.submitted_at')} as submitted_at,
          coalesce(nullif(u.real_name, ''), u.name, '') as user_name
        from questionnaire_answer_sheets s join users u on u.id = s.user_id
        where s.tenant_id = ${actor.tenantId} and s.id = ${sheetId}`,
      { ...sheetShape, user_name: col.text },
    ),
  );
  if (sheet.user_id === actor.userId)
    return { ...(await viewMyAnswers(db, actor, sheetId)), respondent: null };
  requireSheetReader(await mayReadResults());
  const { plan } = await getPlan(db, actor, sheet.plan_id);
  requireSheetReader(true, plan);
  requireSubmitted(sheet);
  return { plan, sheet, respondent: sheet.user_name };
}
