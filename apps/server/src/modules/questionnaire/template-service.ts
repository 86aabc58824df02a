// Back-office templates: list, view, add, edit, copy, delete (refused while an arrangement uses one). Every
// change is audited in its transaction; lists and changes stay inside the caller's data scope.
import type { TAsqAdminList, TAsqTemplateSave } from '@elearning/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { dataScopeOf, inDataScope } from '../../core/data-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { questionnaireTemplates } from '../../db/schema/index.ts';
import { requireAnonymityFree, requireFound } from './policy.ts';
import { ms, planHasAnswers } from './queries.ts';

export const templateShape = {
  id: col.int,
  name: col.text,
  remark: col.text,
  anonymous: col.bool,
  questions: col.json<TAsqTemplateSave['questions']>(),
  creator_id: col.intOrNull,
  creator_name: col.text,
  created_at: col.epochMs,
  updated_at: col.epochMs,
};

const templateColumns = sql`q.id, q.name, q.remark, q.anonymous, q.questions, q.creator_id,
  coalesce(nullif(u.real_name, ''), u.name, '') as creator_name, ${ms('q.created_at')} as created_at,
  ${ms('q.updated_at')} as updated_at`;

async function scopeOf(db: Db, actor: Actor) {
  const scope = await dataScopeOf(db, actor);
  return inDataScope(actor.tenantId, scope, { org: sql`q.org_id`, owner: sql`q.creator_id` });
}

export async function listTemplates(db: Db, actor: Actor, query: TAsqAdminList) {
  const { limit, offset } = pageWindow(query);
  const name = query.name ? sql`and q.name ilike ${`%${query.name}%`}` : sql``;
  const rows = await queryRows(
    db,
    sql`select ${templateColumns}, (count(*) over ())::int as total_num
      from questionnaire_templates q left join users u on u.id = q.creator_id
      where q.tenant_id = ${actor.tenantId} and ${await scopeOf(db, actor)} ${name}
      order by q.created_at desc, q.id desc limit ${limit} offset ${offset}`,
    { ...templateShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function getTemplate(db: Db, actor: Actor, id: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select ${templateColumns} from questionnaire_templates q left join users u on u.id = q.creator_id
        where q.tenant_id = ${actor.tenantId} and q.id = ${id} and ${await scopeOf(db, actor)}`,
      templateShape,
    ),
  );
}

/** Whether an arrangement made from template `templateId` holds an answer (submitted or a draft). */
async function templateHasAnswers(tx: DbOrTx, tenantId: string, templateId: number): Promise<boolean> {
  const row = await queryRow(
    tx,
    sql`select exists (select 1 from questionnaire_plans p
      where p.tenant_id = ${tenantId} and p.template_id = ${templateId} and ${planHasAnswers(tenantId, sql`p.id`)}) as answered`,
    { answered: col.bool },
  );
  return row?.answered ?? false;
}

export async function saveTemplate(db: Db, actor: Actor, input: TAsqTemplateSave) {
  const before = input.id ? await getTemplate(db, actor, input.id) : null;
  return db.transaction(async (tx) => {
    if (before && before.anonymous !== input.anonymous)
      requireAnonymityFree(await templateHasAnswers(tx, actor.tenantId, before.id));
    const values = {
      name: input.name,
      remark: input.remark ?? '',
      anonymous: input.anonymous,
      questions: input.questions,
    };
    const [row] = before
      ? await tx
          .update(questionnaireTemplates)
          .set({ ...values, updatedAt: new Date() })
          .where(
            and(
              eq(questionnaireTemplates.tenantId, actor.tenantId),
              eq(questionnaireTemplates.id, before.id),
            ),
          )
          .returning({ id: questionnaireTemplates.id })
      : await tx
          .insert(questionnaireTemplates)
          .values({ ...values, tenantId: actor.tenantId, creatorId: actor.userId, orgId: actor.orgId })
          .returning({ id: questionnaireTemplates.id });
    const id = requireFound(row).id;
    await recordAudit(tx, actor, {
      module: 'questionnaire',
      action: before ? 'update' : 'create',
      entityType: 'questionnaireTemplate',
      entityId: id,
      before,
      after: values,
    });
    return id;
  });
}

export async function copyTemplate(db: Db, actor: Actor, id: number) {
  const source = await getTemplate(db, actor, id);
  return saveTemplate(db, actor, {
    name: `${source.name}-副本`.slice(0, 50),
    remark: source.remark,
    anonymous: source.anonymous,
    questions: source.questions,
  });
}

export async function deleteTemplates(db: Db, actor: Actor, ids: number[]) {
  for (const id of ids) await getTemplate(db, actor, id);
  return db.transaction(async (tx: DbOrTx) => {
    const used = await queryRow(
      tx,
      sql`select count(*)::int as n from questionnaire_plans
        where tenant_id = ${actor.tenantId} and template_id in ${sql`(${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`}`,
      { n: col.int },
    );
    if ((used?.n ?? 0) > 0) throw new AppError('QUESTIONNAIRE_TEMPLATE_IN_USE');
    const removed = await tx
      .delete(questionnaireTemplates)
      .where(
        and(eq(questionnaireTemplates.tenantId, actor.tenantId), inArray(questionnaireTemplates.id, ids)),
      )
      .returning({ id: questionnaireTemplates.id });
    for (const row of removed)
      await recordAudit(tx, actor, {
        module: 'questionnaire',
        action: 'delete',
        entityType: 'questionnaireTemplate',
        entityId: row.id,
      });
    return removed.length;
  });
}

/** Creators of the tenant's templates, for the list's filter. */
export async function listCreators(db: Db, actor: Actor) {
  return queryRows(
    db,
    sql`select distinct u.id, coalesce(nullif(u.real_name, ''), u.name) as name
      from questionnaire_templates q join users u on u.id = q.creator_id where q.tenant_id = ${actor.tenantId}
      order by name`,
    { id: col.int, name: col.text },
  );
}
