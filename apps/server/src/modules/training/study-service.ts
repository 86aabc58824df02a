// My trainings as My Task shows them (SPEC §2 list 3, §8): the page with its to-do count, adding an open
// training to my study (a sign-up), removing self-signed ones ('removed N trainings'; assigned ones stay),
// and the study badge's count. My Task calls these; it never reads training tables itself.
import { type TPageQuery, TRAINING_RULES } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { paged } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { listTrainingCards } from './catalog-service.ts';
import { nowDate } from './clock.ts';
import { presentCard } from './presenter.ts';
import { forgetCentrePages } from './queries-centre.ts';
import { signUp } from './signup-service.ts';

/** Unfinished, unremoved trainings of mine that have not ended. */
export async function countTrainingTodo(db: DbOrTx, actor: Actor): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as n from training_trainees tt join trainings t on t.id = tt.training_id and t.deleted_at is null
      where tt.tenant_id = ${actor.tenantId} and tt.user_id = ${actor.userId} and tt.state = 'signed_up'
        and tt.removed_at is null and tt.completed_at is null and t.end_at >= ${nowDate()}`,
    { n: col.int },
  );
  return row?.n ?? 0;
}

/** List 3 of My Task: my trainings as cards, with the to-do count. */
export async function myTrainingCatalog(db: Db, actor: Actor, query: TPageQuery) {
  const pageSize = query.pageSize || TRAINING_RULES.pageSize;
  const { rows, totalNum } = await listTrainingCards(db, actor, actor.tenantId, {
    pageNo: query.pageNo,
    pageSize,
    mine: 1,
  });
  return { ...paged(rows.map(presentCard), totalNum, pageSize), todoNum: await countTrainingTodo(db, actor) };
}

/** Signs up to each open training; returns how many joined. */
export async function addTrainingsToStudy(db: Db, actor: Actor, ids: number[]): Promise<number> {
  let added = 0;
  for (const id of ids) {
    const status = await signUp(db, actor, id);
    if (status !== 'NotRegistered') added += 1;
  }
  return added;
}

/** Removes my self-signed trainings from my study; assigned ones are kept. Returns how many left. */
export async function removeTrainingsFromStudy(db: DbOrTx, actor: Actor, ids: number[]): Promise<number> {
  const rows = await queryRows(
    db,
    sql`update training_trainees set removed_at = now()
      where tenant_id = ${actor.tenantId} and user_id = ${actor.userId} and source = 'apply' and removed_at is null
        and training_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) returning id`,
    { id: col.int },
  );
  forgetCentrePages(actor.tenantId);
  return rows.length;
}
