// Row shapes and column lists of the approval domain, written once and shared by the services.
import {
  APPROVAL_FORMS,
  APPROVAL_STATUSES,
  ApprovalAction,
  type ApprovalForm,
  type ApprovalStatus,
  type StepMode,
  type TApprovalFormData,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';

/** A step as resolved at submission: who approves it, how, and who hears of it. */
export type PlanStep = { name: string; mode: StepMode; approverIds: number[]; ccUserIds: number[] };
export type Attachment = { fileId: string; name: string };

/** A text column holding one of `values`; anything else fails loudly. */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown, column: string): T => {
    const text = col.text(value, column);
    const found = values.find((candidate) => candidate === text);
    if (found === undefined) throw new Error(`column "${column}": unexpected value ${text}`);
    return found;
  };
export const formCol = oneOf<ApprovalForm>(APPROVAL_FORMS);
export const statusCol = oneOf<ApprovalStatus>(APPROVAL_STATUSES);
export const actionCol = oneOf<ApprovalAction>(Object.values(ApprovalAction));

export const applicationShape = {
  id: col.int,
  tenant_id: col.text,
  process_id: col.int,
  process_name: col.text,
  form_key: formCol,
  title: col.text,
  applicant_id: col.int,
  applicant_name: col.text,
  form_data: col.json<TApprovalFormData>(),
  attachments: col.json<Attachment[]>(),
  status: statusCol,
  plan: col.json<PlanStep[]>(),
  current_step: col.int,
  round: col.int,
  last_urged_at: col.numOrNull,
  created_at: col.num,
  finished_at: col.numOrNull,
};
export type ApplicationRow = RowOf<typeof applicationShape>;

/** The application's columns; `a` applications, `p` its process, `u` the applicant. */
export const applicationColumns = sql`a.id, a.tenant_id, a.process_id, p.name as process_name, a.form_key, a.title,
  a.applicant_id, coalesce(nullif(u.real_name, ''), u.name) as applicant_name, a.form_data, a.attachments,
  a.status, a.plan, a.current_step,
  coalesce((select max(t.round) from approval_tasks t where t.application_id = a.id), 1)::int as round,
  (extract(epoch from a.last_urged_at) * 1000)::float8 as last_urged_at, (extract(epoch from a.created_at) * 1000)::float8 as created_at,
  (extract(epoch from a.finished_at) * 1000)::float8 as finished_at`;
export const applicationFrom = sql`from approval_applications a join approval_processes p on p.id = a.process_id
  join users u on u.id = a.applicant_id`;

/** A row of the centre's lists, with the current approvers' names. */
export const listShape = {
  id: col.int,
  form_key: formCol,
  process_name: col.text,
  title: col.text,
  applicant_id: col.int,
  applicant_name: col.text,
  status: statusCol,
  created_at: col.num,
  finished_at: col.numOrNull,
  approvers: col.text,
  total_num: col.int,
};
export type ListRow = RowOf<typeof listShape>;

export const listColumns: SQL = sql`a.id, a.form_key, p.name as process_name, a.title, a.applicant_id,
  coalesce(nullif(u.real_name, ''), u.name) as applicant_name, a.status,
  (extract(epoch from a.created_at) * 1000)::float8 as created_at, (extract(epoch from a.finished_at) * 1000)::float8 as finished_at,
  coalesce((select string_agg(coalesce(nullif(au.real_name, ''), au.name), '、' order by au.id)
    from approval_tasks t join users au on au.id = t.approver_id
    where t.application_id = a.id and t.state = 'waiting'), '') as approvers,
  (count(*) over ())::int as total_num`;
