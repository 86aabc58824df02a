// The learner's shipping addresses: list (default first), add or edit, delete, and make one the default.
// At most one default per learner (a partial unique index); the first address becomes the default, and
// deleting the default hands it to the newest remaining address.
import { MALL_RULES, type TMallAddressSave } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { requireFound } from './policy.ts';
import { addressColumns, addressShape } from './queries.ts';

const mine = (actor: Actor) => sql`tenant_id = ${actor.tenantId} and user_id = ${actor.userId}`;

export function listAddresses(db: DbOrTx, actor: Actor) {
  return queryRows(
    db,
    sql`select ${addressColumns} from mall_addresses where ${mine(actor)} order by is_default desc, id desc`,
    addressShape,
  );
}

export async function findAddress(db: DbOrTx, actor: Actor, id: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select ${addressColumns} from mall_addresses where id = ${id} and ${mine(actor)}`,
      addressShape,
    ),
  );
}

async function clearDefault(tx: DbOrTx, actor: Actor) {
  await runStatement(
    tx,
    sql`update mall_addresses set is_default = false where ${mine(actor)} and is_default`,
  );
}

export function saveAddress(db: Db, actor: Actor, input: TMallAddressSave): Promise<number> {
  return db.transaction(async (tx) => {
    // Serialises this learner's address changes (the default flag and the count are read under it).
    await runStatement(
      tx,
      sql`select pg_advisory_xact_lock(hashtext(${`mall.address:${actor.tenantId}:${actor.userId}`}))`,
    );
    const count = await queryRow(
      tx,
      sql`select count(*)::int as n from mall_addresses where ${mine(actor)}`,
      {
        n: col.int,
      },
    );
    const isDefault = input.isDefault || (count?.n ?? 0) === 0;
    if (input.id) {
      const current = await findAddress(tx, actor, input.id);
      if (isDefault) await clearDefault(tx, actor);
      await runStatement(
        tx,
        sql`update mall_addresses set receiver = ${input.receiver}, phone = ${input.phone},
          province = ${input.province}, city = ${input.city}, district = ${input.district ?? ''},
          detail = ${input.detail}, is_default = ${isDefault || current.is_default}
          where id = ${input.id} and ${mine(actor)}`,
      );
      return input.id;
    }
    if ((count?.n ?? 0) >= MALL_RULES.addressesMax) throw new AppError('MALL_ADDRESS_LIMIT');
    if (isDefault) await clearDefault(tx, actor);
    const row = await queryRow(
      tx,
      sql`insert into mall_addresses (tenant_id, user_id, receiver, phone, province, city, district, detail, is_default)
        values (${actor.tenantId}, ${actor.userId}, ${input.receiver}, ${input.phone}, ${input.province},
          ${input.city}, ${input.district ?? ''}, ${input.detail}, ${isDefault})
        returning id`,
      { id: col.int },
    );
    return requireFound(row).id;
  });
}

export function deleteAddress(db: Db, actor: Actor, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const current = await findAddress(tx, actor, id);
    await runStatement(tx, sql`delete from mall_addresses where id = ${id} and ${mine(actor)}`);
    if (current.is_default) {
      await runStatement(
        tx,
        sql`update mall_addresses set is_default = true
          where id = (select max(id) from mall_addresses where ${mine(actor)})`,
      );
    }
  });
}

export function makeDefaultAddress(db: Db, actor: Actor, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await findAddress(tx, actor, id);
    await clearDefault(tx, actor);
    await runStatement(
      tx,
      sql`update mall_addresses set is_default = true where id = ${id} and ${mine(actor)}`,
    );
  });
}
