// The records approved forms left (effect-record.ts): the back office lists them for planning, and the
// learner's own external trainings are read from them.

import type { TApprovalFormData } from '@elearning/shared';
import { type ApprovalForm, ApprovalForm as F } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { formCol } from './queries.ts';

const shape = {
  id: col.int,
  application_id: col.int,
  form_key: formCol,
  user_id: col.int,
  user_name: col.text,
  data: col.json<TApprovalFormData>(),
  created_at: col.num,
  total_num: col.int,
};

export async function listOutcomes(
  db: DbOrTx,
  tenantId: string,
  query: {
    pageNo: number;
    pageSize: number;
    formKey?: ApprovalForm | undefined;
    userId?: number | undefined;
  },
) {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select o.id, o.application_id, o.form_key, o.user_id, coalesce(nullif(u.real_name, ''), u.name) as user_name,
        o.data, (extract(epoch from o.created_at) * 1000)::float8 as created_at, (count(*) over ())::int as total_num
      from approval_outcomes o join users u on u.id = o.user_id
      where o.tenant_id = ${tenantId}
        ${query.formKey ? sql`and o.form_key = ${query.formKey}` : sql``}
        ${query.userId ? sql`and o.user_id = ${query.userId}` : sql``}
      order by o.created_at desc, o.id desc limit ${limit} offset ${offset}`,
    shape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
export type OutcomeRow = Awaited<ReturnType<typeof listOutcomes>>['rows'][number];

/** A learner's approved external trainings (filings and sign-ups), for their record. */
export function listExternalTrainings(db: DbOrTx, actor: Actor) {
  return queryRows(
    db,
    sql`select o.id, o.application_id, o.data, (extract(epoch from o.created_at) * 1000)::float8 as created_at from approval_outcomes o
      where o.tenant_id = ${actor.tenantId} and o.user_id = ${actor.userId}
        and o.form_key in (${F.outsideTrain}, ${F.outsideTrainingSignup}) order by o.created_at desc`,
    { id: col.int, application_id: col.int, data: col.json<TApprovalFormData>(), created_at: col.num },
  );
}
