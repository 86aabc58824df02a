// The approval centre's lists — 待我审批, 我已审批, 抄送我的, 我发起的 — and the back office's full list,
// with the search (title or number) and the advanced filter (process type, applicant, date range, status).
import { type ApprovalForm, ApprovalTab, type TApprovalList } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { listColumns, listShape } from './queries.ts';

export type ListScope = ApprovalTab | 'all';

function scopeFilter(actor: Actor, scope: ListScope): SQL {
  switch (scope) {
    case ApprovalTab.waiting:
      return sql`exists (select 1 from approval_tasks t where t.application_id = a.id
        and t.approver_id = ${actor.userId} and t.state = 'waiting')`;
    case ApprovalTab.done:
      return sql`exists (select 1 from approval_tasks t where t.application_id = a.id
        and t.approver_id = ${actor.userId} and t.state in ('passed', 'rejected', 'returned'))`;
    case ApprovalTab.cc:
      return sql`exists (select 1 from approval_cc c where c.application_id = a.id and c.user_id = ${actor.userId})`;
    case ApprovalTab.mine:
      return sql`a.applicant_id = ${actor.userId}`;
    default:
      return sql`true`;
  }
}

function queryFilters(query: TApprovalList): SQL[] {
  const filters: SQL[] = [];
  if (query.search) {
    const asNumber = /^\d{1,9}$/.test(query.search) ? Number(query.search) : 0;
    filters.push(
      sql`(a.title ilike ${`%${query.search}%`} or p.name ilike ${`%${query.search}%`} or a.id = ${asNumber})`,
    );
  }
  if (query.formKey) filters.push(sql`a.form_key = ${query.formKey}`);
  if (query.processId) filters.push(sql`a.process_id = ${query.processId}`);
  if (query.categoryId) filters.push(sql`p.category_id = ${query.categoryId}`);
  if (query.userName)
    filters.push(sql`(u.name ilike ${`%${query.userName}%`} or u.real_name ilike ${`%${query.userName}%`})`);
  if (query.beginDate)
    filters.push(sql`a.created_at >= ${new Date(query.beginDate).toISOString()}::timestamptz`);
  if (query.endDate)
    filters.push(sql`a.created_at < ${new Date(query.endDate + 86_400_000).toISOString()}::timestamptz`);
  if (query.status) filters.push(sql`a.status = ${query.status}`);
  return filters;
}

/** One page of a tab (or of the tenant's applications, `all`), newest first. */
export async function listApplications(db: DbOrTx, actor: Actor, scope: ListScope, query: TApprovalList) {
  const { limit, offset } = pageWindow(query);
  const where = sql.join(
    [sql`a.tenant_id = ${actor.tenantId}`, scopeFilter(actor, scope), ...queryFilters(query)],
    sql` and `,
  );
  const rows = await queryRows(
    db,
    sql`select ${listColumns} from approval_applications a join approval_processes p on p.id = a.process_id
      join users u on u.id = a.applicant_id where ${where}
      order by a.created_at desc, a.id desc limit ${limit} offset ${offset}`,
    listShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** The caller's own applications of one form, newest first (the lecturer certification history). */
export async function listMyApplications(
  db: DbOrTx,
  actor: Actor,
  formKey: ApprovalForm,
  page: { pageNo: number; pageSize: number },
) {
  const { rows } = await listApplications(db, actor, ApprovalTab.mine, { ...page, formKey });
  return rows.map((row) => ({
    apprNo: row.id,
    status: row.status,
    applyTime: row.created_at,
    completeTime: row.finished_at,
  }));
}
