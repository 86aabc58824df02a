// Certificates (issue 11 §5): granting to trainees who passed (once, even when granted twice at once — a
// partial unique index on live certificates), revoking, my certificates, and the public verification record.
import { randomBytes } from 'node:crypto';
import { trainingEvents } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import { type PageInput, pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';
import { assess } from './assessment-service.ts';
import { nowDate } from './clock.ts';
import { msCol, msOrNullCol, type TrainingRow } from './queries.ts';

const templateShape = {
  id: col.int,
  name: col.text,
  issuer: col.text,
  body: col.text,
  validity_months: col.intOrNull,
};

function fill(body: string, values: Record<string, string>): string {
  return body.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Grants certificates to the given trainees; returns how many were newly issued. */
export async function grantCertificates(db: Db, actor: Actor, training: TrainingRow, userIds: number[]) {
  if (training.certificate_template_id === null) throw new AppError('TRAINING_NO_TEMPLATE');
  return db.transaction(async (tx) => {
    const [template] = await queryRows(
      tx,
      sql`select id, name, issuer, body, validity_months,
          (status = 1 and (expires_at is null or expires_at >= now())) as usable
        from certificate_templates
        where id = ${training.certificate_template_id} and tenant_id = ${actor.tenantId} and deleted_at is null`,
      { ...templateShape, usable: col.bool },
    );
    if (!template) throw new AppError('TRAINING_NO_TEMPLATE');
    // Disabled or past its window in the back office's certificate management: nothing more is issued from it.
    if (!template.usable) throw new AppError('TRAINING_TEMPLATE_DISABLED');
    const results = await assess(tx, training, userIds);
    if (results.length !== new Set(userIds).size) throw new AppError('NOT_FOUND');
    const names = await queryRows(
      tx,
      sql`select id, name from users where tenant_id = ${actor.tenantId} and id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
      { id: col.int, name: col.text },
    );
    const nameOf = new Map(names.map((row) => [row.id, row.name]));
    let issued = 0;
    for (const result of results) {
      const holder = nameOf.get(result.userId) ?? '';
      if (!result.passed) throw new AppError('TRAINING_NOT_PASSED', { params: { name: holder } });
      const now = nowDate();
      const validUntil = template.validity_months
        ? new Date(new Date(now).setMonth(now.getMonth() + template.validity_months))
        : null;
      const code = randomBytes(12).toString('base64url');
      const body = fill(template.body, {
        name: holder,
        training: training.name,
        date: now.toISOString().slice(0, 10),
        code,
      });
      const rows = await queryRows(
        tx,
        sql`insert into certificates (tenant_id, code, template_id, source_type, source_id, user_id, holder_name,
            title, issuer, body, issued_at, valid_until, issued_by)
          values (${actor.tenantId}, ${code}, ${template.id}, 'training', ${training.id}, ${result.userId}, ${holder},
            ${template.name}, ${template.issuer}, ${body}, ${now}, ${validUntil}, ${actor.userId})
          on conflict (tenant_id, source_type, source_id, user_id) where revoked_at is null do nothing
          returning id`,
        { id: col.int },
      );
      const created = rows[0];
      if (!created) continue;
      issued += 1;
      await runStatement(
        tx,
        sql`update training_trainees set completed_at = coalesce(completed_at, ${now})
          where training_id = ${training.id} and user_id = ${result.userId}`,
      );
      const base = {
        tenantId: actor.tenantId,
        userId: result.userId,
        subjectType: 'training',
        subjectId: training.id,
      };
      await emitDomainEvent(tx, {
        ...base,
        type: trainingEvents.completed,
        dedupeKey: `${trainingEvents.completed}:${training.id}:${result.userId}`,
        data: { total: result.total, trainWay: training.train_way },
      });
      await emitDomainEvent(tx, {
        ...base,
        type: trainingEvents.certificateIssued,
        dedupeKey: `${trainingEvents.certificateIssued}:${created.id}`,
        data: { certificateId: created.id, code },
      });
    }
    return issued;
  });
}

/** Revokes the live certificates of the given trainees for this training; returns how many. */
export async function revokeCertificates(
  db: DbOrTx,
  actor: Actor,
  trainingId: number,
  userIds: number[],
  reason = '',
) {
  const rows = await queryRows(
    db,
    sql`update certificates set revoked_at = now(), revoked_reason = ${reason}
      where tenant_id = ${actor.tenantId} and source_type = 'training' and source_id = ${trainingId}
        and user_id in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and revoked_at is null returning id`,
    { id: col.int },
  );
  return rows.length;
}

export const certificateShape = {
  id: col.int,
  tenant_id: col.text,
  code: col.text,
  title: col.text,
  holder_name: col.text,
  issuer: col.text,
  body: col.text,
  source_type: col.text,
  source_id: col.int,
  issued_at: msCol,
  valid_until: msOrNullCol,
  revoked_at: msOrNullCol,
};
export type CertificateRow = Awaited<ReturnType<typeof findCertificateByCode>>;
const certificateColumns = sql`c.id, c.tenant_id, c.code, c.title, c.holder_name, c.issuer, c.body, c.source_type,
  c.source_id, c.issued_at, c.valid_until, c.revoked_at`;

export async function listMyCertificates(db: DbOrTx, actor: Actor, page: PageInput) {
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows(
    db,
    sql`select ${certificateColumns}, (count(*) over ())::int as total_num from certificates c
      where c.tenant_id = ${actor.tenantId} and c.user_id = ${actor.userId}
      order by c.issued_at desc, c.id desc limit ${limit} offset ${offset}`,
    { ...certificateShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function getMyCertificate(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await queryRows(
    db,
    sql`select ${certificateColumns} from certificates c
      where c.id = ${id} and c.tenant_id = ${actor.tenantId} and c.user_id = ${actor.userId}`,
    certificateShape,
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The public record behind a verification code (any tenant: the code is the unguessable key). */
export async function findCertificateByCode(db: DbOrTx, code: string) {
  const [row] = await queryRows(
    db,
    sql`select ${certificateColumns} from certificates c where c.code = ${code}`,
    certificateShape,
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
