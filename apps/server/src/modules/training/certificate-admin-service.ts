// The back office's certificate management (original resource/certificate pages): templates with a status
// (1 normal, 0 disabled, 3 expired — derived from the template's deadTime), their holders, and revocation by
// certificate id. A template in use (named by a training, or with certificates issued) is never deleted;
// revoking is idempotent and shows at once on the public verification page. Every change is audited.
import type {
  TCertificateGrantQuery,
  TCertificateTemplateForm,
  TCertificateTemplateQuery,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { type PageInput, pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { msOrNullCol } from './queries.ts';

const ids = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );
const d = (ms: number | undefined) => (ms === undefined ? null : new Date(ms));

/** SQL: the template's shown status: 0 disabled, 3 expired (its window has closed), else 1. */
const statusOf = sql`(case when ct.status = 0 then 0 when ct.expires_at is not null and ct.expires_at < now()
  then 3 else 1 end)::int`;

export const templateRowShape = {
  id: col.int,
  name: col.text,
  issuer: col.text,
  body: col.text,
  logo_url: col.text,
  background_url: col.text,
  category: col.int,
  status: col.int,
  validity_months: col.intOrNull,
  active_at: msOrNullCol,
  born_at: msOrNullCol,
  expires_at: msOrNullCol,
  creator_name: col.text,
  updated_at: msOrNullCol,
};
export type TemplateRow = { [K in keyof typeof templateRowShape]: ReturnType<(typeof templateRowShape)[K]> };

const templateColumns = sql`ct.id, ct.name, ct.issuer, ct.body, ct.logo_url, ct.background_url, ct.category,
  ${statusOf} as status, ct.validity_months, ct.active_at, ct.created_at as born_at, ct.expires_at,
  coalesce(cu.name, '') as creator_name, ct.updated_at`;
const grantCount = sql`(select count(*) from certificates c where c.template_id = ct.id and c.revoked_at is null)::int`;
const templateFrom = sql`certificate_templates ct left join users cu on cu.id = ct.created_by`;

function templateFilters(query: Partial<TCertificateTemplateQuery>): SQL {
  return sql`${query.name ? sql`and ct.name ilike ${`%${query.name}%`}` : sql``}
    ${query.awardAgency ? sql`and ct.issuer ilike ${`%${query.awardAgency}%`}` : sql``}
    ${query.category === undefined ? sql`` : sql`and ct.category = ${query.category}`}
    ${query.status === undefined ? sql`` : sql`and ${statusOf} = ${query.status}`}`;
}

export async function listTemplatePage(db: DbOrTx, tenantId: string, query: TCertificateTemplateQuery) {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select ${templateColumns}, (count(*) over ())::int as total_num from ${templateFrom}
      where ct.tenant_id = ${tenantId} and ct.deleted_at is null ${templateFilters(query)}
      order by ct.id desc limit ${limit} offset ${offset}`,
    { ...templateRowShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function getTemplateRows(db: DbOrTx, tenantId: string, templateIds: number[]) {
  return queryRows(
    db,
    sql`select ${templateColumns}, ${grantCount} as grant_num from ${templateFrom}
      where ct.tenant_id = ${tenantId} and ct.deleted_at is null and ct.id in (${ids(templateIds)})
      order by ct.id desc`,
    { ...templateRowShape, grant_num: col.int },
  );
}

export async function getTemplate(db: DbOrTx, tenantId: string, templateId: number): Promise<TemplateRow> {
  const [row] = await getTemplateRows(db, tenantId, [templateId]);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Adds (no id) or edits a template from the back office's form; returns its id. */
export async function saveTemplateForm(
  db: Db,
  actor: Actor,
  input: TCertificateTemplateForm,
): Promise<number> {
  return db.transaction(async (tx) => {
    const values = sql`${input.name}, ${input.awardAgency}, ${input.logoUrl ?? ''}, ${input.backUrl ?? ''},
      ${input.text ?? ''}, ${input.validityMonths ?? null}, ${input.category ?? 0}, ${d(input.activeTime ?? input.bornTime)},
      ${d(input.deadTime)}, now()`;
    const columns = sql`name, issuer, logo_url, background_url, body, validity_months, category, active_at,
      expires_at, updated_at`;
    const rows =
      input.id === undefined
        ? await queryRows(
            tx,
            sql`insert into certificate_templates (tenant_id, created_by, ${columns})
              values (${actor.tenantId}, ${actor.userId}, ${values}) returning id`,
            { id: col.int },
          )
        : await queryRows(
            tx,
            sql`update certificate_templates set (${columns}) = (${values})
              where id = ${input.id} and tenant_id = ${actor.tenantId} and deleted_at is null returning id`,
            { id: col.int },
          );
    const row = rows[0];
    if (!row) throw new AppError('NOT_FOUND');
    await recordAudit(tx, actor, {
      module: 'training',
      action: input.id === undefined ? 'create' : 'update',
      entityType: 'certificate_template',
      entityId: row.id,
      after: input,
    });
    return row.id;
  });
}

/** Enables (1) or disables (0) a template; setting the status it already has changes nothing. */
export async function setTemplateStatus(db: Db, actor: Actor, templateId: number, choice: 0 | 1) {
  return db.transaction(async (tx) => {
    const rows = await queryRows(
      tx,
      sql`update certificate_templates set status = ${choice}, updated_at = now()
        where id = ${templateId} and tenant_id = ${actor.tenantId} and deleted_at is null returning id`,
      { id: col.int },
    );
    if (!rows[0]) throw new AppError('NOT_FOUND');
    await recordAudit(tx, actor, {
      module: 'training',
      action: 'update',
      entityType: 'certificate_template',
      entityId: templateId,
      after: { status: choice },
    });
  });
}

/** Deletes templates no training names and no certificate came from; all or none. */
export async function deleteTemplates(db: Db, actor: Actor, templateIds: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await queryRows(
      tx,
      sql`select ct.id, ct.name,
          (exists (select 1 from trainings t where t.certificate_template_id = ct.id and t.deleted_at is null)
            or exists (select 1 from certificates c where c.template_id = ct.id)) as used
        from certificate_templates ct
        where ct.tenant_id = ${actor.tenantId} and ct.deleted_at is null and ct.id in (${ids(templateIds)})
        for update of ct`,
      { id: col.int, name: col.text, used: col.bool },
    );
    if (rows.length !== new Set(templateIds).size) throw new AppError('NOT_FOUND');
    const used = rows.find((row) => row.used);
    if (used) throw new AppError('TRAINING_TEMPLATE_IN_USE', { params: { name: used.name } });
    await queryRows(
      tx,
      sql`update certificate_templates set deleted_at = now() where id in (${ids(templateIds)}) returning id`,
      { id: col.int },
    );
    for (const row of rows)
      await recordAudit(tx, actor, {
        module: 'training',
        action: 'delete',
        entityType: 'certificate_template',
        entityId: row.id,
        before: { name: row.name },
      });
    return rows.length;
  });
}

/** Per template: how many hold a certificate from it (revoked ones not counted). */
export async function listGrantSummary(
  db: DbOrTx,
  tenantId: string,
  query: PageInput & Partial<TCertificateTemplateQuery>,
) {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select ${templateColumns}, ${grantCount} as grant_num,
        (count(*) over ())::int as total_num
      from ${templateFrom}
      where ct.tenant_id = ${tenantId} and ct.deleted_at is null ${templateFilters({ ...query, status: undefined })}
      order by ct.id desc limit ${limit} offset ${offset}`,
    { ...templateRowShape, grant_num: col.int, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export const grantRowShape = {
  id: col.int,
  code: col.text,
  holder_name: col.text,
  phone: col.text,
  org_name: col.text,
  title: col.text,
  issued_at: msOrNullCol,
  revoked_at: msOrNullCol,
  valid_until: msOrNullCol,
};
const grantColumns = sql`c.id, c.code, c.holder_name, coalesce(u.phone, '') as phone,
  coalesce(o.name, '') as org_name, c.title, c.issued_at, c.revoked_at, c.valid_until`;
const grantFrom = sql`certificates c join users u on u.id = c.user_id left join organisations o on o.id = u.org_id`;

function dayBounds(range: string | undefined): { from: Date | null; to: Date | null } {
  const [from = '', to = ''] = (range ?? '').split('~').map((part) => part.trim());
  const at = (text: string, end: boolean) => {
    if (text === '') return null;
    const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
    if (Number.isNaN(ms))
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'dateRange', message: 'validation.training.time' }],
      });
    return new Date(end ? ms + 86_400_000 : ms);
  };
  return { from: at(from, false), to: at(to, true) };
}

/** The holders of one template (held = 1, revoked = 2), newest first. */
export async function listGrants(db: DbOrTx, tenantId: string, query: TCertificateGrantQuery) {
  await getTemplate(db, tenantId, query.templateId);
  const { limit, offset } = pageWindow(query);
  const { from, to } = dayBounds(query.dateRange);
  const rows = await queryRows(
    db,
    sql`select ${grantColumns}, (count(*) over ())::int as total_num from ${grantFrom}
      where c.tenant_id = ${tenantId} and c.template_id = ${query.templateId}
        ${query.stuName ? sql`and c.holder_name ilike ${`%${query.stuName}%`}` : sql``}
        ${query.phonenum ? sql`and u.phone like ${`%${query.phonenum}%`}` : sql``}
        ${query.status === '1' ? sql`and c.revoked_at is null` : query.status === '2' ? sql`and c.revoked_at is not null` : sql``}
        ${from ? sql`and c.issued_at >= ${from}` : sql``} ${to ? sql`and c.issued_at < ${to}` : sql``}
      order by c.issued_at desc, c.id desc limit ${limit} offset ${offset}`,
    { ...grantRowShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function getGrantRows(db: DbOrTx, tenantId: string, certificateIds: number[]) {
  return queryRows(
    db,
    sql`select ${grantColumns} from ${grantFrom}
      where c.tenant_id = ${tenantId} and c.id in (${ids(certificateIds)}) order by c.issued_at desc, c.id desc`,
    grantRowShape,
  );
}

/**
 * Revokes issued certificates by id (any source: trainings and exams). Another tenant's id is a 404 and
 * nothing changes; an already revoked certificate stays as it was. Returns how many were newly revoked.
 */
export async function revokeCertificatesById(db: Db, actor: Actor, certificateIds: number[], reason = '') {
  return db.transaction(async (tx) => {
    const found = await queryRows(
      tx,
      sql`select id from certificates where tenant_id = ${actor.tenantId} and id in (${ids(certificateIds)})
        for update`,
      { id: col.int },
    );
    if (found.length !== new Set(certificateIds).size) throw new AppError('NOT_FOUND');
    const revoked = await queryRows(
      tx,
      sql`update certificates set revoked_at = now(), revoked_reason = ${reason}
        where tenant_id = ${actor.tenantId} and id in (${ids(certificateIds)}) and revoked_at is null returning id`,
      { id: col.int },
    );
    for (const row of revoked)
      await recordAudit(tx, actor, {
        module: 'training',
        action: 'revoke',
        entityType: 'certificate',
        entityId: row.id,
        after: { reason },
      });
    return revoked.length;
  });
}
