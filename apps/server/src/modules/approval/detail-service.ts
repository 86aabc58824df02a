// One application as the detail page shows it: its form, the steps of the current round with each
// approver's state, the copied people, and the record of every action with time and comment.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { applicationVisibleTo, requireFound } from './policy.ts';
import { actionCol, applicationColumns, applicationFrom, applicationShape } from './queries.ts';

const name = sql`coalesce(nullif(x.real_name, ''), x.name)`;

export async function getApplication(db: DbOrTx, actor: Actor, apprNo: number) {
  const application = requireFound(
    await queryRow(
      db,
      sql`select ${applicationColumns} ${applicationFrom} where a.id = ${apprNo} and ${applicationVisibleTo(actor)}`,
      applicationShape,
    ),
  );
  const tasks = await queryRows(
    db,
    sql`select t.step_index, t.approver_id, ${name} as name, t.state from approval_tasks t
      join users x on x.id = t.approver_id
      where t.application_id = ${apprNo} and t.round = ${application.round} order by t.step_index, t.id`,
    { step_index: col.int, approver_id: col.int, name: col.text, state: col.text },
  );
  const cc = await queryRows(
    db,
    sql`select ${name} as name from approval_cc c join users x on x.id = c.user_id
      where c.application_id = ${apprNo} order by x.id`,
    { name: col.text },
  );
  const waitingOnMe = tasks.some((task) => task.approver_id === actor.userId && task.state === 'waiting');
  return { application, tasks, ccNames: cc.map((row) => row.name), waitingOnMe };
}
export type ApplicationDetail = Awaited<ReturnType<typeof getApplication>>;

const recordShape = {
  id: col.int,
  action: actionCol,
  step_name: col.text,
  user_id: col.int,
  name: col.text,
  comment: col.text,
  created_at: col.num,
};

export async function listRecords(db: DbOrTx, actor: Actor, apprNo: number) {
  requireFound(
    await queryRow(
      db,
      sql`select a.id from approval_applications a where a.id = ${apprNo} and ${applicationVisibleTo(actor)}`,
      { id: col.int },
    ),
  );
  return queryRows(
    db,
    sql`select r.id, r.action, r.step_name, r.user_id, ${name} as name, r.comment,
      (extract(epoch from r.created_at) * 1000)::float8 as created_at
      from approval_records r join users x on x.id = r.user_id where r.application_id = ${apprNo} order by r.id`,
    recordShape,
  );
}
export type RecordRow = Awaited<ReturnType<typeof listRecords>>[number];
